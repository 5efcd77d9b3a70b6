const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const round = (value: number) => Number(value.toFixed(1));

/** Median, p95 and max of a set of times in milliseconds. */
export function summarise(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { medianMs: round(percentile(sorted, 50)), p95Ms: round(percentile(sorted, 95)), maxMs: round(sorted.at(-1)!) };
}

/** One request at a time, `runs` times after one cold request; passes when the cold request and the p95 are under budget. */
export async function timeRequests(url: string, options: { cookie: string; runs: number; budgetMs: number }) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie: options.cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return performance.now() - started;
  };
  const coldMs = round(await once());
  const runs: number[] = [];
  for (let i = 0; i < options.runs; i += 1) runs.push(await once());
  const figures = summarise(runs);
  return { coldMs, ...figures, pass: figures.p95Ms < options.budgetMs && coldMs < options.budgetMs };
}
