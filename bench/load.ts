import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  /** autocannon reports no p95; p97.5 is the nearest stricter figure. */
  p97_5: number;
  p99: number;
  non2xx: number;
  total: number;
}

interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Requests to cycle through instead of one method/body (autocannon's `requests`). */
  requests?: autocannon.Request[];
}

async function run(options: LoadOptions, seconds: number): Promise<autocannon.Result> {
  const common = { url: options.url, connections: options.connections, duration: seconds };
  if (options.requests) return autocannon({ ...common, requests: options.requests });
  return autocannon({
    ...common,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
  });
}

/** A 2-second warm-up (JIT, pools, caches), then the measured run. */
export async function measure(options: LoadOptions): Promise<LoadResult> {
  await run(options, 2);
  const result = await run(options, options.seconds);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}
