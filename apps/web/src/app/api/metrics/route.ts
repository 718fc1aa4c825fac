import { createHash, timingSafeEqual } from 'node:crypto';
import { webEnv } from '@/env';
import { collectMetrics } from '@/server/http/metrics/collect';
import { envelope, withRoute } from '@/server/http/route';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, so the time taken says nothing about how much of the token was right. */
function presentsToken(request: Request, token: string): boolean {
  const presented = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

// GET /api/metrics — Prometheus text format, for a scraper presenting `Authorization: Bearer
// $METRICS_TOKEN`. Without a configured token the metrics are not served at all.
export const GET = withRoute({}, async ({ request }) => {
  const token = webEnv().METRICS_TOKEN;
  if (!token) return envelope(404, null, 'Metrics are not enabled on this server (METRICS_TOKEN is not set).');
  if (!presentsToken(request, token)) {
    const response = envelope(401, null, 'A valid bearer token is required.');
    response.headers.set('WWW-Authenticate', 'Bearer realm="metrics"');
    return response;
  }
  const { contentType, body } = await collectMetrics();
  return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
});
