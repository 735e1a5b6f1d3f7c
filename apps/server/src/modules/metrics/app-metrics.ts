import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { API_SERVICES, type ApiCallRecord } from '../../integrations/api-log/api-call-recorder.ts';
import { OUTSIDE_CALL_OUTCOMES, outcomeOf } from './outside-call-outcome.ts';
import { registerScrapeGauges, type ScrapeSources } from './scrape-gauges.ts';

export interface MetricsSources extends ScrapeSources {
  /** The API log, which every outside-service adapter reports its calls to. */
  apiLog: { observe(observer: (entry: ApiCallRecord) => void): void };
}

export interface AppMetrics {
  registry: Registry;
  /** One answered request; `route` is the route's pattern, never the address asked for. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
}

/** Prometheus' usual latency buckets, in seconds: 5 ms to 10 s. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The metrics of one app, in a registry of its own rather than prom-client's global one: tests build
 * many apps in one process, and a metric registered twice in one registry is an error.
 */
export function createAppMetrics(sources: MetricsSources): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  // Process and Node figures: CPU, memory, heap, handles, GC, event-loop lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    registers,
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to finishing its answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers,
  });

  const outsideCalls = new Counter({
    name: 'boardhouse_outside_calls_total',
    help: 'Calls to outside services (distributors, MultiSafepay, VIES), by service and how they ended',
    labelNames: ['service', 'outcome'],
    registers,
  });
  // Every series exists from the start, so the first failure is an increase a rate() can see.
  for (const service of API_SERVICES) {
    for (const outcome of OUTSIDE_CALL_OUTCOMES) outsideCalls.inc({ service, outcome }, 0);
  }
  sources.apiLog.observe((entry) => outsideCalls.inc({ service: entry.service, outcome: outcomeOf(entry) }));

  registerScrapeGauges(registry, sources);

  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      const labels = { method, route, status_code: statusCode };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
  };
}
