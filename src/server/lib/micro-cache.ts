/**
 * A few seconds of memory for answers that every visitor asks for (catalogue pages). Concurrent
 * requests for the same key share one load, so a burst costs one database query. Entries expire by
 * age only: each instance may show data up to `ttlMs` old, which the catalogue tolerates. Expired
 * answers are dropped as new ones arrive, and the answers kept add up to at most `maxChars` characters
 * besides `maxEntries` (decision 042): distinct searches would otherwise keep stale pages of up to 100
 * products each.
 */
export function createMicroCache(options: { ttlMs: number; maxEntries: number; maxChars: number }) {
  // In insertion order, which is expiry order since every entry lives `ttlMs`.
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const loading = new Map<string, Promise<string>>();
  let chars = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    chars -= entry.value.length;
    entries.delete(key);
  };

  const keep = (key: string, value: string) => {
    drop(key);
    const now = Date.now();
    entries.set(key, { value, expiresAt: now + options.ttlMs });
    chars += value.length;
    // The oldest go first: expired ones, then any beyond the bounds.
    for (const [oldest, entry] of entries) {
      if (entry.expiresAt > now && entries.size <= options.maxEntries && chars <= options.maxChars) break;
      drop(oldest);
    }
  };

  return {
    async get(key: string, load: () => Promise<string>): Promise<string> {
      if (options.ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > Date.now()) return hit.value;
      const pending = loading.get(key);
      if (pending) return pending;
      const started = load()
        .then((value) => {
          keep(key, value);
          return value;
        })
        .finally(() => loading.delete(key));
      loading.set(key, started);
      return started;
    },
    /** How many answers and characters are kept now. */
    size: () => ({ entries: entries.size, chars }),
  };
}
