import type { SubmissionStatus } from '@vtrans/contracts/submissions';
import { sitePaths } from '@vtrans/contracts/site-paths';
import { findStatusRecordForNotification } from '@vtrans/db';
import { Notice } from '../emails/templates/notice';
import { composed } from '../emails/deliver';
import { defineNotification, siteLink } from './notification';

/** What the submitter is told for each status that concerns them (contracts' submitterNotifiedStatuses). */
const outcomes: Partial<Record<SubmissionStatus, { subject: string; heading: string; lead: string }>> = {
  processed: { subject: 'Your layer was processed', heading: 'Your layer is ready for review', lead: 'We read your file and loaded its features. Staff will now review it.' },
  failed: { subject: 'Your layer could not be processed', heading: 'We could not process your layer', lead: 'We could not load the file you sent, for this reason:' },
  approved: { subject: 'Your layer was approved', heading: 'Your layer was approved', lead: 'Staff approved your layer; it is now published in the Map Explorer.' },
  changes_requested: { subject: 'Changes requested to your layer', heading: 'Staff asked for changes', lead: 'Staff reviewed your layer and ask you to send a new version:' },
  rejected: { subject: 'Your layer was not accepted', heading: 'Your layer was not accepted', lead: 'Staff reviewed your layer and could not accept it:' },
};

/** The submitter hears how processing went and each review outcome (the spec's spatial-data-create e-mail). */
export const submissionOutcome = defineNotification({
  name: 'submission-outcome',
  event: 'submission.status-recorded',
  async compose({ statusRecordId }, { db, settings, once }) {
    const record = await once('status-record', () => findStatusRecordForNotification(db, statusRecordId));
    const outcome = record && outcomes[record.status];
    if (!record || !outcome) return null;
    return composed({
      to: record.submitter,
      subject: `${outcome.subject}: ${record.title}`,
      element: (
        <Notice
          heading={outcome.heading}
          paragraphs={[`“${record.title}”`, outcome.lead, ...(record.note ? [record.note] : [])]}
          action={{ label: 'See its status', url: siteLink(settings, sitePaths.submission(record.submission_id)) }}
        />
      ),
    });
  },
});

/** For the test that keeps this list and contracts' submitterNotifiedStatuses in step. */
export const submitterOutcomeStatuses = Object.keys(outcomes) as SubmissionStatus[];
