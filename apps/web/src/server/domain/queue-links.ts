/** The queue dashboard's search for a submission's processing jobs (their payloads carry its id). */
export const submissionJobsHref = (submissionId: number) => `/admin/queues?field=submissionId&value=${submissionId}`;
