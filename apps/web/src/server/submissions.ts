import 'server-only';
import { actorOfRole, type SubmissionFileType } from '@vtrans/contracts';
import type { SubmissionNotice, ValidSession } from '@vtrans/db';
import { webEnv } from '@/env';

/** File extension each upload type is stored under. */
export const storedExtension: Record<SubmissionFileType, string> = { geojson: 'geojson', shapefile: 'zip', kml: 'kml', kmz: 'kmz', csv: 'csv' };

/** Staff see every submission; a locality user only their own. */
export function maySeeSubmission(session: ValidSession, submission: { user_id: string }): boolean {
  return actorOfRole(session.user.role) === 'staff' || submission.user_id === session.user.id;
}

export function submissionNotice(): SubmissionNotice {
  const { SPATIAL_DATA_ALERT_TO, SITE_URL } = webEnv();
  return { staffAddress: SPATIAL_DATA_ALERT_TO, siteUrl: SITE_URL };
}
