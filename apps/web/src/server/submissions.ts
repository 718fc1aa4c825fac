import 'server-only';
import { actorOfRole, type SubmissionFileType } from '@vtrans/contracts';
import type { ValidSession } from '@vtrans/db';

/** File extension each upload type is stored under. */
export const storedExtension: Record<SubmissionFileType, string> = { geojson: 'geojson', shapefile: 'zip', kml: 'kml', kmz: 'kmz', csv: 'csv' };

/** Staff see every submission; a locality user only their own. */
export function maySeeSubmission(session: ValidSession, submission: { user_id: string }): boolean {
  return actorOfRole(session.user.role) === 'staff' || submission.user_id === session.user.id;
}
