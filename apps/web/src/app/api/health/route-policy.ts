import type { RoutePolicy } from '@/server/routes/policy';

/** Answers for itself while Postgres is unreachable. */
export default { answersDuringOutage: true } satisfies RoutePolicy;
