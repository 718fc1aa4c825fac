'use server';

import { AppError } from '@vtrans/contracts/errors';
import { JobReference } from '@vtrans/contracts/queues';
import { markFailed, markRetried } from '@vtrans/db';
import { plural } from '@vtrans/spatial/words';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { formAction } from '@/server/http/action';
import { requireActionRole } from '@/server/auth/guard';
import { db } from '@/server/platform/db';
import { logger } from '@/server/platform/logger';
import { queues } from '@/server/platform/queues';

/** Back to the dashboard as it was, with a notice of what happened. */
function backTo(formData: FormData, notice: string): never {
  redirect(dashboardWith(String(formData.get('returnTo') ?? ''), notice));
}

/** Admins only: the job a button names, with who pressed it; back to the dashboard when there is no such job. */
async function jobNamedBy(formData: FormData) {
  const session = await requireActionRole(['admin']);
  const reference = JobReference.safeParse({ queue: formData.get('queue'), jobId: formData.get('jobId') });
  if (!reference.success) backTo(formData, 'That job could not be found.');
  const { queue, jobId } = reference.data;
  const job = await queues()[queue].getJob(jobId);
  if (!job) backTo(formData, `Job ${jobId} is no longer on the ${queue} queue.`);
  return { session, queue, jobId, job, state: await job.getState() };
}

/** Admin: run a failed job again now. Its outbox row counts as in flight again until it ends. */
export async function retryJobAction(formData: FormData): Promise<void> {
  const { session, queue, jobId, job, state } = await jobNamedBy(formData);
  if (state !== 'failed') backTo(formData, `Job ${jobId} is not a failed job, so it was not retried.`);
  // The row is reopened first: the job may run and fail again at once, and its failure must land
  // on an open row. Should BullMQ refuse the retry, the row is closed again as it was.
  await markRetried(db(), jobId);
  try {
    await job.retry('failed');
  } catch (error) {
    await markFailed(db(), jobId, job.failedReason);
    logger().warn({ err: error, queue, jobId }, 'BullMQ refused a retry');
    backTo(formData, `Job ${jobId} could not be retried; please try again.`);
  }
  logger().info({ queue, jobId, by: session.user.email }, 'job retried by staff');
  backTo(formData, `Job ${jobId} will run again.`);
}

/** The dashboard address a form came from (only the dashboard's own), with a notice of what happened. */
function dashboardWith(returnTo: string, notice: string): string {
  const url = new URL(returnTo.startsWith('/admin/queues') ? returnTo : '/admin/queues', 'http://dashboard');
  url.searchParams.set('notice', notice);
  return `${url.pathname}${url.search}`;
}

/** The job a form names, and its state; the error to show when there is none, or when it is running. */
async function removableJob({ queue, jobId }: JobReference) {
  const job = await queues()[queue].getJob(jobId);
  if (!job) throw new AppError('not-found', `Job ${jobId} is no longer on the ${queue} queue.`);
  if ((await job.getState()) === 'active')
    throw new AppError('conflict', `Job ${jobId} is running right now; it can be removed once it has finished or failed.`);
  return job;
}

/**
 * Admin: take a job off its queue for good, once what it was going to do has been said (issue 56:
 * an e-mail that never goes is one of the things a removal loses). Its outbox row is marked failed
 * in the same transaction — otherwise the reconciler would see a job that vanished and queue it
 * again. An active job cannot be removed (its worker holds the lock); it must finish or fail first.
 */
export const removeJobAction = formAction(
  {
    roles: ['admin'],
    schema: JobReference.extend({ returnTo: z.string().max(2000).default('') }),
    consequence: {
      kind: 'deletes',
      audit: 'queue-job.remove',
      async describe(reference) {
        const job = await removableJob(reference);
        return {
          subject: `job:${reference.queue}:${reference.jobId}`,
          summary: `Job ${reference.jobId} (${job.name}) will not run again; its outbox event is closed as failed.`,
          effects: [
            `It has run ${plural(job.attemptsMade, 'time')}${job.failedReason ? `; it last failed with: ${job.failedReason.slice(0, 300)}` : ''}.`,
            'Whatever it was to do (an e-mail, a file, a refresh) is not done, unless someone does it another way.',
          ],
          confirmLabel: `Yes, remove job ${reference.jobId}`,
        };
      },
    },
  },
  async (reference, { db, session }) => {
    const job = await removableJob(reference);
    await markFailed(db, reference.jobId, `Removed from the queue by ${session.user.email}`);
    await job.remove();
    logger().info({ queue: reference.queue, jobId: reference.jobId, by: session.user.email }, 'job removed by staff');
    return { goTo: dashboardWith(reference.returnTo, `Job ${reference.jobId} was removed.`) };
  },
);
