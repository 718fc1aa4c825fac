import { checkReadiness } from '@/server/http/health';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/ready — readiness: 200 when Postgres and Redis answer and no migration is pending; 503
// naming what is not ready otherwise (load balancers stop sending this instance traffic).
export const GET = withRoute({}, async () => {
  const readiness = await checkReadiness();
  const notReady = [
    ...(['db', 'redis'] as const).filter((service) => readiness[service] === 'down'),
    ...(readiness.migrations === 'pending' ? [`migrations (${readiness.pendingMigrations.join(', ')})`] : []),
  ];
  const headers = { 'Cache-Control': 'no-store' };
  return notReady.length === 0
    ? envelope(200, readiness, 'Ready: all services are up and the database is migrated.', { headers })
    : envelope(503, readiness, `Not ready: ${notReady.join(', ')}.`, { headers });
});
