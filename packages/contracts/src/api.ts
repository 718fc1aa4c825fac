import { z } from 'zod';

/** The response envelope every /api route answers with (spec §7, generic client behaviour). */
export type ApiEnvelope<Data> = { status: number; statusReason: string; message: string; data: Data };

export const ServiceState = z.enum(['up', 'down']);
/** /api/health (liveness): the web process answers; it checks nothing else, so an outage of Postgres or Redis never gets it restarted. */
export const LivenessData = z.object({ uptimeSeconds: z.number().int().nonnegative() });
export type LivenessData = z.infer<typeof LivenessData>;
/**
 * /api/ready (readiness): whether this instance can serve — Postgres and Redis answer and every
 * migration it knows has run (`unknown` when Postgres is down).
 */
export const ReadinessData = z.object({
  db: ServiceState,
  redis: ServiceState,
  migrations: z.enum(['current', 'pending', 'unknown']),
  pendingMigrations: z.array(z.string()),
});
export type ReadinessData = z.infer<typeof ReadinessData>;
