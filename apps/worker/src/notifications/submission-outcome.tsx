import { submissionOutcomeWords } from '@vtrans/contracts/submission-outcome';
import { findStatusRecordForNotification } from '@vtrans/db';
import { composedNotice } from '../emails/templates/notice';
import { defineNotification } from './notification';

/**
 * The submitter hears how processing went and each review outcome (the spec's spatial-data-create
 * e-mail), in contracts' submissionOutcomeWords, which a reviewer sees before deciding.
 */
export const submissionOutcome = defineNotification({
  name: 'submission-outcome',
  event: 'submission.status-recorded',
  async compose({ statusRecordId }, { db, settings, once }) {
    const record = await once('status-record', () => findStatusRecordForNotification(db, statusRecordId));
    const words =
      record && submissionOutcomeWords({ submissionId: record.submission_id, title: record.title, status: record.status, note: record.note }, settings.siteUrl);
    if (!record || !words) return null;
    return composedNotice(record.submitter, words);
  },
});
