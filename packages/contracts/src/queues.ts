import { z } from 'zod';

/** Every BullMQ queue the worker consumes. Adding one here is the first step of a new job type. */
export const queueNames = ['email', 'geoprocess', 'stats', 'documents', 'content', 'campaign'] as const;
export const QueueName = z.enum(queueNames);
export type QueueName = z.infer<typeof QueueName>;

/** The job states operators look at, in BullMQ's names. */
export const jobStates = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const;
export const JobState = z.enum(jobStates);
export type JobState = z.infer<typeof JobState>;

/** A payload field name an operator may search by (`submissionId`, `documentId`, `to` …). */
const payloadField = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,62}$/, 'Use a payload field name such as submissionId.');

/**
 * The queue dashboard's address: which queue and state to list, and a search — by job id when no
 * field is given, otherwise by a payload field's value.
 */
export const QueueDashboardQuery = z.object({
  queue: QueueName.optional().catch(undefined),
  state: JobState.default('failed').catch('failed'),
  field: z.union([z.literal(''), payloadField]).optional(),
  value: z.string().trim().max(200, 'Search for at most 200 characters.').optional(),
});
export type QueueDashboardQuery = z.infer<typeof QueueDashboardQuery>;

/** What the retry and remove buttons send. */
export const JobReference = z.object({ queue: QueueName, jobId: z.string().min(1).max(200) });
export type JobReference = z.infer<typeof JobReference>;
