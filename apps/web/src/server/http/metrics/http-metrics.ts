import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export interface HttpMetrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route' | 'status'>;
}

// instrumentation-node.ts records into this registry and /api/metrics reads it; Next bundles the
// two separately, so the one registry lives on globalThis.
const globalForMetrics = globalThis as unknown as { vtransHttpMetrics?: HttpMetrics };

function createHttpMetrics(): HttpMetrics {
  const registry = new Registry();
  // The web process's own health: memory, CPU, event-loop lag, open handles.
  collectDefaultMetrics({ register: registry, prefix: 'vtrans_web_' });
  return {
    registry,
    requests: new Counter({
      name: 'vtrans_http_requests_total',
      help: 'HTTP requests answered, by method, route (the app route pattern) and status code.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'vtrans_http_request_duration_seconds',
      help: 'Time from the request arriving to the last byte of the response, by method, route and status code.',
      labelNames: ['method', 'route', 'status'],
      // Pages render in tens of ms; tiles and searches may take a second; uploads longer.
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
  };
}

/** The web process's HTTP metrics (one set per process). */
export function httpMetrics(): HttpMetrics {
  globalForMetrics.vtransHttpMetrics ??= createHttpMetrics();
  return globalForMetrics.vtransHttpMetrics;
}
