import type { LivenessData } from '@vtrans/contracts/api';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/health — liveness: 200 whenever the web process can answer. It checks no service on
// purpose: an orchestrator restarts an instance whose liveness fails, and a restart cures nothing
// when Postgres or Redis is away. /api/ready reports those.
export const GET = withRoute({}, async () => {
  const data: LivenessData = { uptimeSeconds: Math.floor(process.uptime()) };
  return envelope(200, data, 'The web server is running.', { headers: { 'Cache-Control': 'no-store' } });
});
