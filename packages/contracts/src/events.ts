import { z } from 'zod';
import { roles } from './auth';
import { type SecurityEvent, securityEvents } from './second-factor';
import { DocumentJob } from './documents';
import { LayerId } from './map';
import { StatsJob } from './statistics';
import { SubmissionJob } from './submissions';
import type { QueueName } from './queues';
import { reviewStages } from './content-ownership';

/*
 * Events that something happened carry the fact — which row — and nothing written for a reader:
 * the worker's notifications (apps/worker/src/notifications) load what they need and decide who
 * hears about it. A resend (the /api/email/* routes) writes the same event again.
 */
const CommentFact = z.object({ commentId: z.uuid() });
const CommentPeriodMoment = z.object({ periodId: z.uuid(), at: z.iso.datetime({ offset: true }) });
/** A status record is never changed once written, so what the notice says is what happened. */
const SubmissionStatusFact = z.object({ statusRecordId: z.string().regex(/^\d{1,19}$/, 'expected a status record id') });
/**
 * Whether the person who sent a form may be sent their receipt (issue 54): decided when the event
 * was written, in the same transaction, by the address's daily allowance of e-mails to addresses
 * that have not confirmed themselves (packages/db, unconfirmed-mail.ts). Absent (an event written
 * before the allowance existed), no receipt.
 */
const receipt = z.boolean().default(false);
const ContactFact = z.object({ messageId: z.uuid(), receipt });
/** A new comment: staff's alert, and the commenter's receipt as for the forms above (issue 58). */
const CommentCreated = CommentFact.extend({ receipt });
const GapTaFact = z.object({ applicationId: z.number().int().positive(), receipt });
/** A request for a document in an accessible format (issue 37). */
const AccessibilityRequestFact = z.object({ requestId: z.uuid() });
/** A new request: the reader's receipt as for the forms above. */
const AccessibilityRequestReceived = AccessibilityRequestFact.extend({ receipt });
/** A finished request, with the token of its file's link when staff attached one. */
const AccessibilityRequestFinished = AccessibilityRequestFact.extend({ fileToken: z.string().min(20).max(100).optional() });
/** A scheduled publish: the item, and the version it was scheduled at (a later change cancels it). */
const ContentPublishFact = z.object({ itemId: z.uuid(), version: z.number().int().positive() });
/**
 * A one-time link's token travels to the worker, which puts it in the e-mail; once the job is done
 * the outbox keeps the event without it (atRest), so a dump of the database holds no live link.
 */
const token = z.string().min(16).max(200);
const REDACTED = 'redacted';
/** A sign-in link asked for, or an admin's invitation (who invited, the role and locality given, for how many days). */
const SignInLinkFact = z.object({
  email: z.email(),
  token,
  /** Where the link takes the person once signed in: a path on the site. */
  callbackUrl: z.string().startsWith('/').max(2000),
  validMinutes: z.number().int().positive(),
  invitation: z
    .object({
      invitedBy: z.string().max(254),
      role: z.enum(roles),
      localityFips: z
        .string()
        .regex(/^51\d{3}$/)
        .optional(),
    })
    .optional(),
});
/** A newsletter sign-up to confirm: the subscriber, and the tokens of the links to confirm and to unsubscribe. */
const NewsletterConfirmFact = z.object({ subscriberId: z.uuid(), confirmToken: token, unsubscribeToken: token });
/** A locality-alert sign-up to confirm: the subscription, and the tokens of the links to confirm and to manage it. */
const AlertsConfirmFact = z.object({ subscriptionId: z.uuid(), confirmToken: token, manageToken: token });
/** Something changed an account's security (issue 38): its owner is told, with where it came from. */
const SecurityEventFact = z.object({
  userId: z.uuid(),
  event: z.enum(Object.keys(securityEvents) as [SecurityEvent, ...SecurityEvent[]]),
  at: z.iso.datetime({ offset: true }),
  /** The browser and address it came from, when a person's request did it. */
  device: z.object({ userAgent: z.string().max(512), address: z.string().max(64) }).optional(),
  /** A factor's name (a passkey's label), the new role, or for a policy event the role and the admin who acted. */
  detail: z.string().max(120).optional(),
});
/** Newsletter campaigns (issue 21): which campaign, and for a delivery which subscriber. */
const CampaignFact = z.object({ campaignId: z.uuid() });

/**
 * Every event the web app (or the worker) can put in the outbox, keyed by event name.
 * Each names the queue it travels on and the zod schema its payload must satisfy; the worker
 * parses the payload again with the same schema before acting on it.
 */
export const eventDefinitions = {
  'auth.sign-in-link': { queue: 'email', payload: SignInLinkFact, atRest: (fact: z.infer<typeof SignInLinkFact>) => ({ ...fact, token: REDACTED }) },
  'newsletter.confirm-requested': {
    queue: 'email',
    payload: NewsletterConfirmFact,
    atRest: (fact: z.infer<typeof NewsletterConfirmFact>) => ({ ...fact, confirmToken: REDACTED, unsubscribeToken: REDACTED }),
  },
  'alerts.confirm-requested': {
    queue: 'email',
    payload: AlertsConfirmFact,
    atRest: (fact: z.infer<typeof AlertsConfirmFact>) => ({ ...fact, confirmToken: REDACTED, manageToken: REDACTED }),
  },
  'comment.created': { queue: 'email', payload: CommentCreated },
  'comment.responded': { queue: 'email', payload: CommentFact },
  /**
   * A comment period's opening or closing moment has come (written when the period is saved, to
   * run then; `at` is the moment it was scheduled for, so a job for moved dates does nothing).
   * Opening announces it to locality followers; both tell the page cache.
   */
  'comment-period.opened': { queue: 'email', payload: CommentPeriodMoment },
  'comment-period.closed': { queue: 'email', payload: CommentPeriodMoment },
  'submission.status-recorded': { queue: 'email', payload: SubmissionStatusFact },
  'contact.received': { queue: 'email', payload: ContactFact },
  /** A password, a second factor, a recovery code, a new browser or a role: the owner hears of it. */
  'account.security': { queue: 'email', payload: SecurityEventFact },
  'gap-ta.received': { queue: 'email', payload: GapTaFact },
  /** A reader asked for a document in a form they can use: staff are told, the reader gets a receipt with the due date. */
  'accessibility-request.received': { queue: 'email', payload: AccessibilityRequestReceived },
  /** Staff marked a request sent or closed: the reader is told, with the link to the file staff attached (its token kept only until the e-mail is sent). */
  'accessibility-request.finished': {
    queue: 'email',
    payload: AccessibilityRequestFinished,
    atRest: (fact: z.infer<typeof AccessibilityRequestFinished>) => (fact.fileToken ? { ...fact, fileToken: REDACTED } : fact),
  },
  /** An open request is near its due date (the sweep writes this once per request): staff are reminded. */
  'accessibility-request.due-soon': { queue: 'email', payload: AccessibilityRequestFact },
  /** Hourly (a schedule's job): open requests within a few working days of their due date get their reminder. */
  'accessibility-requests.sweep': { queue: 'email', payload: z.object({ reason: z.enum(['schedule', 'operator']) }) },
  /** An item's review-by date is near, here or a week past (the sweep writes each once): its owner group is reminded, and on the last, the admins. */
  'content.review-reminder': {
    queue: 'email',
    payload: z.object({ itemId: z.uuid(), reviewBy: z.iso.date(), stage: z.enum(reviewStages), on: z.iso.date() }),
  },
  /** A library document's review-by reminder (issue 63), as content's: to its owner group, and the admins once overdue. */
  'document.review-reminder': {
    queue: 'email',
    payload: z.object({ documentId: z.uuid(), reviewBy: z.iso.date(), stage: z.enum(reviewStages), on: z.iso.date() }),
  },
  /** Hourly (a schedule's job): items and documents whose review-by date is near or past get the reminder owed today. */
  'content-reviews.sweep': { queue: 'email', payload: z.object({ reason: z.enum(['schedule', 'operator']) }) },
  /** An update or a meeting was published (its revision): people following the localities it is tagged with hear of it. */
  'content.published': { queue: 'email', payload: z.object({ itemId: z.uuid(), revision: z.number().int().positive() }) },
  /** The daily locality-alert digest (a schedule's job): one e-mail per daily subscriber with anything new. */
  'alerts.digest': { queue: 'email', payload: z.object({ reason: z.enum(['schedule', 'operator']) }) },
  /** Immediate locality alerts held back by their window (a schedule's job, every minute): those now due go. */
  'alerts.sweep': { queue: 'email', payload: z.object({ reason: z.enum(['schedule', 'operator']) }) },
  'submission.process': { queue: 'geoprocess', payload: SubmissionJob },
  /**
   * A published layer's features changed (written by the trigger that versions it, one pending per
   * layer): the worker writes its download files for the version current when it runs (issue 59).
   */
  'layer.write-downloads': { queue: 'geoprocess', payload: z.object({ layerId: LayerId }) },
  'stats.refresh': { queue: 'stats', payload: StatsJob },
  'document.extract': { queue: 'documents', payload: DocumentJob },
  /** Daily (a schedule's job): documents in the trash for 30 days are removed for good, with their files (their requests stay), and accessible files sent to readers 30 days ago. */
  'documents.purge-trash': { queue: 'documents', payload: z.object({ reason: z.enum(['schedule', 'operator']) }) },
  'content.publish': { queue: 'content', payload: ContentPublishFact },
  /** A version went to a reviewer: its links to other sites are checked now, so the reviewer sees how they fared. */
  'content.submitted': { queue: 'content', payload: z.object({ itemId: z.uuid(), revision: z.number().int().positive() }) },
  /** A step of a review (issue 63): those who may decide hear of a submission or an emergency publication; the submitter hears the decision. */
  'content.review-step': {
    queue: 'email',
    payload: z.object({ reviewId: z.uuid(), step: z.enum(['submitted', 'emergency', 'approved', 'returned']) }),
  },
  /** A step of a newsletter campaign's review (issue 63, decision 052): those who may decide hear of a submission; the submitter hears the decision. */
  'campaign.review-step': {
    queue: 'email',
    payload: z.object({ reviewId: z.uuid(), step: z.enum(['submitted', 'approved', 'returned']) }),
  },
  /** A step of the review of a page's Spanish (issue 63, decision 055): those who may decide hear of a submission; the submitter hears the decision. */
  'translation.review-step': {
    queue: 'email',
    payload: z.object({ reviewId: z.uuid(), step: z.enum(['submitted', 'approved', 'returned']) }),
  },
  /** A step of a library document's review (issue 63, decision 054): those who may decide hear of a submission or an emergency publication; the submitter hears the decision. */
  'document.review-step': {
    queue: 'email',
    payload: z.object({ reviewId: z.uuid(), step: z.enum(['submitted', 'emergency', 'approved', 'returned']) }),
  },
  /** A scheduled campaign not sent at its time, its words not approved (issue 63): whoever wrote or scheduled it hears why. */
  'campaign.schedule-dropped': { queue: 'email', payload: z.object({ campaignId: z.uuid(), sendAt: z.iso.datetime() }) },
  /** A draft's read-only link to an outside expert (issue 63); the key is forgotten once the e-mail went. */
  'content.fact-check': {
    queue: 'email',
    payload: z.object({ factCheckId: z.uuid(), key: token }),
    atRest: (fact: { factCheckId: string; key: string }) => ({ ...fact, key: REDACTED }),
  },
  /** An expert's comment on a draft, to the member of staff who sent it. */
  'content.fact-check-comment': { queue: 'email', payload: z.object({ commentId: z.string().regex(/^\d{1,18}$/) }) },
  /** Hourly (a schedule's job): content's links to other sites not checked for a day (or never) are checked. */
  'links.check': { queue: 'content', payload: z.object({ reason: z.enum(['schedule', 'operator']) }) },
  /** Render a saved version once: the preview staff see is what every recipient gets. */
  'campaign.render': { queue: 'campaign', payload: CampaignFact.extend({ version: z.number().int().positive() }) },
  /** Start (or resume) sending: the worker takes the recipients and adds one delivery job each. */
  'campaign.send': { queue: 'campaign', payload: CampaignFact },
  /** One batch of a campaign's recipients. Added by the worker (bulk), never through the outbox: the recipient rows are its record. */
  'campaign.deliver': { queue: 'campaign', payload: CampaignFact.extend({ batch: z.number().int().min(0) }) },
  /** The campaign as it is now, to one member of staff. */
  'campaign.test': { queue: 'campaign', payload: CampaignFact.extend({ to: z.email() }) },
} as const satisfies Record<string, { queue: QueueName; payload: z.ZodType; atRest?: (payload: never) => unknown }>;

export type EventName = keyof typeof eventDefinitions;
export type EventPayload<Name extends EventName> = z.infer<(typeof eventDefinitions)[Name]['payload']>;
export type OutboxEvent = { [Name in EventName]: { name: Name; payload: EventPayload<Name> } }[EventName];

/**
 * What the outbox keeps of an event's payload once its job is done (completed, or failed for
 * good), for an event that carries a secret: the payload without it. Undefined for every other
 * event, whose payload is kept as it is.
 */
export function payloadAtRest(name: EventName, payload: unknown): unknown {
  // The payload was parsed with this event's own schema (the worker's run-job), so it is what
  // the event's atRest takes.
  const definition = eventDefinitions[name];
  return 'atRest' in definition ? (definition.atRest as (payload: never) => unknown)(payload as never) : undefined;
}

export function queueForEvent(name: EventName): QueueName {
  return eventDefinitions[name].queue;
}

export function isEventName(name: string): name is EventName {
  return Object.hasOwn(eventDefinitions, name);
}
