'use server';

import { JobReference } from '@vtrans/contracts/queues';
import { markFailed, markRetried } from '@vtrans/db';
import { redirect } from 'next/navigation';
import { requireActionRole } from '@/server/auth/guard';
import { db } from '@/server/db';
import { logger } from '@/server/logger';
import { queues } from '@/server/queues';

/** Back to the dashboard as it was, with a notice of what happened. */
function backTo(formData: FormData, notice: string): never {
  const returnTo = String(formData.get('returnTo') ?? '');
  const url = new URL(returnTo.startsWith('/admin/queues') ? returnTo : '/admin/queues', 'http://dashboard');
  url.searchParams.set('notice', notice);
  redirect(`${url.pathname}${url.search}`);
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

/**
 * Admin: take a job off its queue for good. Its outbox row is marked failed in the same
 * transaction — otherwise the reconciler would see a job that vanished and queue it again. An
 * active job cannot be removed (its worker holds the lock); it must finish or fail first.
 */
export async function removeJobAction(formData: FormData): Promise<void> {
  const { session, queue, jobId, job, state } = await jobNamedBy(formData);
  if (state === 'active') backTo(formData, `Job ${jobId} is running right now; it can be removed once it has finished or failed.`);
  await db()
    .transaction()
    .execute(async (trx) => {
      await markFailed(trx, jobId, `Removed from the queue by ${session.user.email}`);
      await job.remove();
    });
  logger().info({ queue, jobId, by: session.user.email }, 'job removed by staff');
  backTo(formData, `Job ${jobId} was removed.`);
}
