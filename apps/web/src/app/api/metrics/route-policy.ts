import type { RoutePolicy } from '@/server/http/routes/policy';

/** Answers for itself while Postgres is unreachable; an API, not for crawlers. */
export default { answersDuringOutage: true, unlisted: true } satisfies RoutePolicy;
