import { sitePaths } from '@vtrans/contracts/site-paths';
import { findStatusRecordForNotification } from '@vtrans/db';
import { Notice } from '../emails/templates/notice';
import { composed } from '../emails/deliver';
import { defineNotification, siteLink } from './notification';

/** Staff hear about each version a locality submits (the spec's spatial-data-submit e-mail). */
export const submissionReceived = defineNotification({
  name: 'submission-received',
  event: 'submission.status-recorded',
  async compose({ statusRecordId }, { db, settings, once }) {
    const record = await once('status-record', () => findStatusRecordForNotification(db, statusRecordId));
    if (record?.status !== 'submitted') return null;
    return composed({
      to: settings.spatialDataAlertTo,
      // A new version is named as one (issue 59: staff got "New spatial data submission" again for version 2).
      subject:
        record.version === 1 ? `New spatial data submission: ${record.title}` : `Version ${record.version} of a spatial data submission: ${record.title}`,
      element: (
        <Notice
          heading={record.version === 1 ? 'A locality submitted a layer' : `A locality sent version ${record.version} of a layer`}
          paragraphs={[
            `“${record.title}” (${record.category}) from ${record.locality}, sent by ${record.submitter}.`,
            `File: ${record.file_name}.`,
            // What the locality says changed in this version, in their words.
            ...(record.note.trim() ? [`Their note: ${record.note.trim()}`] : []),
          ]}
          action={
            record.version === 1
              ? { label: 'Open the intake list', url: siteLink(settings, '/admin/spatial-data/intake') }
              : { label: 'See what changed, on its review page', url: siteLink(settings, sitePaths.submissionReview(record.submission_id)) }
          }
        />
      ),
    });
  },
});
