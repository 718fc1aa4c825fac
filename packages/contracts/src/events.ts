import { z } from 'zod';
import { DocumentJob } from './documents';
import { EmailJob } from './emails';
import { StatsJob } from './statistics';
import { SubmissionJob } from './submissions';
import type { QueueName } from './queues';

/**
 * Every event the web app (or the worker) can put in the outbox, keyed by event name.
 * Each names the queue it travels on and the zod schema its payload must satisfy; the worker
 * parses the payload again with the same schema before acting on it.
 */
export const eventDefinitions = {
  'email.send': { queue: 'email', payload: EmailJob },
  'submission.process': { queue: 'geoprocess', payload: SubmissionJob },
  'stats.refresh': { queue: 'stats', payload: StatsJob },
  'document.extract': { queue: 'documents', payload: DocumentJob },
} as const satisfies Record<string, { queue: QueueName; payload: z.ZodType }>;

export type EventName = keyof typeof eventDefinitions;
export type EventPayload<Name extends EventName> = z.infer<(typeof eventDefinitions)[Name]['payload']>;
export type OutboxEvent = { [Name in EventName]: { name: Name; payload: EventPayload<Name> } }[EventName];

export function queueForEvent(name: EventName): QueueName {
  return eventDefinitions[name].queue;
}

export function isEventName(name: string): name is EventName {
  return Object.hasOwn(eventDefinitions, name);
}
