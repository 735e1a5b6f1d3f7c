import autocannon from 'autocannon';
import { type CpuReading, perRequest } from './cpu-meter.ts';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  /** autocannon reports no p95; p97.5 is the nearest stricter figure. */
  p97_5: number;
  p99: number;
  non2xx: number;
  total: number;
  /** Milliseconds of CPU per request of each part `cpu` reads, over the measured run (not the warm-up). */
  cpuPerRequest?: CpuReading;
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
  /** Reads the CPU seconds of the processes involved, before and after the measured run. */
  cpu?: () => CpuReading;
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
  const cpuBefore = options.cpu?.();
  const result = await run(options, options.seconds);
  const cpuAfter = options.cpu?.();
  return {
    ...(cpuBefore && cpuAfter
      ? { cpuPerRequest: perRequest(cpuBefore, cpuAfter, result.requests.total) }
      : {}),
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}
