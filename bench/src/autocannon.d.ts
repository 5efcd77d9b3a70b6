// autocannon ships no types; this covers the part of its programmatic API the benchmarks use.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: { url: string; connections: number; duration: number }): Promise<Result>;
  export default autocannon;
}
