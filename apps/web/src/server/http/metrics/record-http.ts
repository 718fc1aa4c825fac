import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fillHeader, fillSecret } from '../page-cache/fill';
import { httpMetrics } from './http-metrics';
import { routeLabel } from './route-label';

type ServerMessage = { request: IncomingMessage; response: ServerResponse };

/**
 * Times every HTTP request the process answers — pages, route handlers, server actions and static
 * files alike — through Node's built-in HTTP diagnostics channels, which fire for Next's own
 * server without wrapping it. Called once at start-up.
 */
export function recordHttpMetrics(): void {
  const started = new WeakMap<IncomingMessage, number>();
  const { requests, duration } = httpMetrics();
  diagnostics.subscribe('http.server.request.start', (message) => {
    started.set((message as ServerMessage).request, performance.now());
  });
  diagnostics.subscribe('http.server.response.finish', (message) => {
    const { request, response } = message as ServerMessage;
    const start = started.get(request);
    // The page cache's own renders are part of the visitor's request, which is counted.
    if (start === undefined || request.headers[fillHeader] === fillSecret) return;
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const labels = { method: request.method ?? 'GET', route: routeLabel(pathname), status: String(response.statusCode) };
    requests.inc(labels);
    duration.observe(labels, (performance.now() - start) / 1000);
  });
}
