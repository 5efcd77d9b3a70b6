/**
 * A few seconds of memory for answers that every visitor asks for (catalogue pages). Concurrent
 * requests for the same key share one load, so a burst costs one database query. Entries expire by
 * age only: each instance may show data up to `ttlMs` old, which the catalogue tolerates.
 */
export function createMicroCache(options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const loading = new Map<string, Promise<string>>();

  return {
    async get(key: string, load: () => Promise<string>): Promise<string> {
      if (options.ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > Date.now()) return hit.value;
      const pending = loading.get(key);
      if (pending) return pending;
      const started = load()
        .then((value) => {
          entries.delete(key);
          entries.set(key, { value, expiresAt: Date.now() + options.ttlMs });
          // Oldest entries go first once the cache is full.
          while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
          return value;
        })
        .finally(() => loading.delete(key));
      loading.set(key, started);
      return started;
    },
  };
}
