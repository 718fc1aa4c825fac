import { z } from 'zod';

/** Every BullMQ queue the worker consumes. Adding one here is the first step of a new job type. */
export const queueNames = ['email', 'geoprocess', 'stats', 'documents'] as const;
export const QueueName = z.enum(queueNames);
export type QueueName = z.infer<typeof QueueName>;
