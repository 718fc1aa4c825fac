import type { RoutePolicy } from '@/server/routes/policy';

/** Answers for itself while Postgres is unreachable; an API, not for crawlers. */
export default { answersDuringOutage: true, unlisted: true } satisfies RoutePolicy;
