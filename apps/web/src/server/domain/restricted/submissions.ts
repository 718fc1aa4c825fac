import 'server-only';
import { type Role, staffRoles } from '@vtrans/contracts/auth';
import { compareSubmissionVersions, findSubmission, listSubmissionAttributes, listSubmissions, submissionFeatureCollection } from '@vtrans/db';
import { maySeeSubmission } from '../submissions';
import { readForRole } from '../../auth/viewer';

type SubmissionFilter = Omit<NonNullable<Parameters<typeof listSubmissions>[1]>, 'userId'>;

/** Who may follow a submission: the localities that send them, and staff (and an admin may send one too). */
const submitterRoles: readonly Role[] = ['locality', 'reviewer', 'admin'];
/** Who may send one: a locality's account, or an admin on a locality's behalf. */
const senderRoles: readonly Role[] = ['locality', 'admin'];

/** Submissions with their current status, for review: one status's or locality's, or all. */
export const submissionsForReviewData = (filter: SubmissionFilter = {}) => readForRole(staffRoles, (db) => listSubmissions(db, filter));

/** One submission with its versions and history, for review; null when there is none. */
export const submissionForReviewData = (id: number) => readForRole(staffRoles, (db) => findSubmission(db, id));

/** The submissions the viewer has sent, newest first. */
export const ownSubmissionsData = () => readForRole(senderRoles, (db, viewer) => listSubmissions(db, { userId: viewer.user.id }));

/**
 * One submission with its versions and history, with the viewer; the submission is null when there
 * is none or the viewer may not see it (only staff see other people's).
 */
export const visibleSubmissionData = (id: number) =>
  readForRole(submitterRoles, async (db, viewer) => {
    const submission = await findSubmission(db, id);
    return { viewer, submission: submission && maySeeSubmission(viewer, submission) ? submission : null };
  });

/** A version's features (at most 5,000) for the review map. */
export const submissionFeaturesData = (id: number, version: number) => readForRole(staffRoles, (db) => submissionFeatureCollection(db, id, version));
/** What changed from `older` to `newer`, feature by feature, for the review of a resubmission (issue 59). */
export const submissionVersionChangesData = (id: number, older: number, newer: number) =>
  readForRole(staffRoles, (db) => compareSubmissionVersions(db, id, older, newer));

/** One page of a version's attribute table. */
export const submissionAttributesData = (id: number, version: number, page: number) =>
  readForRole(staffRoles, (db) => listSubmissionAttributes(db, id, version, page));
