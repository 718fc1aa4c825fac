import type { NoticeWords } from './notice-words';
import { siteAddress, sitePaths } from './site-paths';
import type { SubmissionStatus } from './submissions';

/** What the submitter is told for each status that concerns them (submitterNotifiedStatuses). */
const outcomes: Partial<Record<SubmissionStatus, { subject: string; heading: string; lead: string }>> = {
  processed: {
    subject: 'Your layer was processed',
    heading: 'Your layer is ready for review',
    lead: 'We read your file and loaded its features. Staff will now review it.',
  },
  failed: {
    subject: 'Your layer could not be processed',
    heading: 'We could not process your layer',
    lead: 'We could not load the file you sent, for this reason:',
  },
  approved: {
    subject: 'Your layer was approved',
    heading: 'Your layer was approved',
    lead: 'Staff approved your layer; it is now published in the Map Explorer.',
  },
  changes_requested: {
    subject: 'Changes requested to your layer',
    heading: 'Staff asked for changes',
    lead: 'Staff reviewed your layer and ask you to send a new version:',
  },
  rejected: { subject: 'Your layer was not accepted', heading: 'Your layer was not accepted', lead: 'Staff reviewed your layer and could not accept it:' },
};

/** The statuses the submitter's e-mail has words for (a test keeps them and submitterNotifiedStatuses in step). */
export const submitterOutcomeStatuses = Object.keys(outcomes) as SubmissionStatus[];

/**
 * The e-mail a locality's submitter gets when their layer reaches `status`: the worker sends it
 * (submission-outcome notification) and a reviewer sees it before deciding (issue 56). Null for a
 * status the submitter is not told about.
 */
export function submissionOutcomeWords(
  facts: { submissionId: number; title: string; status: SubmissionStatus; note: string },
  siteUrl: string,
): NoticeWords | null {
  const outcome = outcomes[facts.status];
  if (!outcome) return null;
  return {
    subject: `${outcome.subject}: ${facts.title}`,
    heading: outcome.heading,
    paragraphs: [`“${facts.title}”`, outcome.lead, ...(facts.note ? [facts.note] : [])],
    action: { label: 'See its status', url: siteAddress(siteUrl, sitePaths.submission(facts.submissionId)) },
  };
}
