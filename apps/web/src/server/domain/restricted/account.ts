import 'server-only';
import { secondFactorRoles } from '@vtrans/contracts/second-factor';
import { adminAreaRoles } from '@vtrans/contracts/auth';
import { virginiaToday } from '@vtrans/contracts/dates';
import { contentRoles } from '@vtrans/contracts/content-editing';
import {
  countReviewWork,
  countWaitingWork,
  type Db,
  externalLinkReport,
  hasAnyFactor,
  passwordHashOf,
  secondFactorsOf,
  sessionsOf,
  type ValidSession,
} from '@vtrans/db';
import { readForRole } from '../../auth/viewer';

// What a member of staff or a locality user reads of their own account (issues 38, 54): its factors and its sessions.

/** What the account page shows the viewer of their own account: its second factors, whether it has a password, and the session in use. */
const ownSecurity = async (db: Db, viewer: ValidSession) => {
  const [factors, passwordHash] = await Promise.all([secondFactorsOf(db, viewer.user.id), passwordHashOf(db, viewer.user.id)]);
  return { viewer, factors, hasFactor: hasAnyFactor(factors), hasPassword: passwordHash !== null };
};

/** The viewer's own account security, for staff and locality users (issue 54). */
export const ownSecurityData = () => readForRole(secondFactorRoles, ownSecurity);

/** The same, for the admin area's front page, with the work waiting there: staff only (a locality user's area is their submissions). */
export const adminFrontPageData = () =>
  readForRole(adminAreaRoles, async (db, viewer) => {
    // Links are counted from the content's own words (a link no longer used is no longer broken work): content's staff only.
    const content = async () => {
      if (!contentRoles.includes(viewer.user.role)) return { brokenExternalLinks: 0, pastReviewBy: 0, flaggedForReview: 0, withoutOwner: 0 };
      const [links, reviews] = await Promise.all([externalLinkReport(db), countReviewWork(db, virginiaToday())]);
      return { brokenExternalLinks: links.problems.filter((row) => row.outcome === 'broken').length, ...reviews };
    };
    const [security, waiting, contentWork] = await Promise.all([ownSecurity(db, viewer), countWaitingWork(db, virginiaToday()), content()]);
    return { ...security, waiting: { ...waiting, ...contentWork } };
  });

/** The viewer's live sessions, the one in use marked. */
export const ownSessionsData = () =>
  readForRole(secondFactorRoles, async (db, viewer) =>
    (await sessionsOf(db, viewer.user.id)).map((session) => ({ ...session, current: session.id === viewer.id })),
  );
