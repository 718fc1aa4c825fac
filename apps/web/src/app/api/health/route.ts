import { checkHealth } from '@/server/health';
import { envelope, withRoute } from '@/server/route';

// GET /api/health — 200 when Postgres and Redis both answer, 503 (naming which is down) otherwise.
export const GET = withRoute({}, async () => {
  const health = await checkHealth();
  const down = Object.entries(health)
    .filter(([, state]) => state === 'down')
    .map(([service]) => service);
  const headers = { 'Cache-Control': 'no-store' };
  return down.length === 0
    ? envelope(200, health, 'All services are up.', { headers })
    : envelope(503, health, `Unavailable: ${down.join(', ')}.`, { headers });
});
