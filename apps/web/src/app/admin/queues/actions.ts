'use server';

import { JobReference } from '@vtrans/contracts';
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

function referenceOf(formData: FormData) {
  return JobReference.safeParse({ queue: formData.get('queue'), jobId: formData.get('jobId') });
}

/** Admin: run a failed job again now. Its outbox row counts as in flight again until it ends. */
export async function retryJobAction(formData: FormData): Promise<void> {
  const session = await requireActionRole(['admin']);
  const reference = referenceOf(formData);
  if (!reference.success) backTo(formData, 'That job could not be found.');
  const { queue, jobId } = reference.data;
  const job = await queues()[queue].getJob(jobId);
  if (!job || (await job.getState()) !== 'failed') backTo(formData, `Job ${jobId} is not a failed job, so it was not retried.`);
  await markRetried(db(), jobId);
  await job.retry('failed');
  logger().info({ queue, jobId, by: session.user.email }, 'job retried by staff');
  backTo(formData, `Job ${jobId} will run again.`);
}

/**
 * Admin: take a job off its queue for good. Its outbox row is marked failed in the same
 * transaction — otherwise the reconciler would see a job that vanished and queue it again. An
 * active job cannot be removed (its worker holds the lock); it must finish or fail first.
 */
export async function removeJobAction(formData: FormData): Promise<void> {
  const session = await requireActionRole(['admin']);
  const reference = referenceOf(formData);
  if (!reference.success) backTo(formData, 'That job could not be found.');
  const { queue, jobId } = reference.data;
  const job = await queues()[queue].getJob(jobId);
  if (!job) backTo(formData, `Job ${jobId} is no longer on the ${queue} queue.`);
  if ((await job.getState()) === 'active') backTo(formData, `Job ${jobId} is running right now; it can be removed once it has finished or failed.`);
  await db()
    .transaction()
    .execute(async (trx) => {
      await markFailed(trx, jobId, `Removed from the queue by ${session.user.email}`);
      await job.remove();
    });
  logger().info({ queue, jobId, by: session.user.email }, 'job removed by staff');
  backTo(formData, `Job ${jobId} was removed.`);
}
