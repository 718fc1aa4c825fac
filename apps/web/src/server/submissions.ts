import 'server-only';
import { actorOfRole, type SubmissionFileType } from '@vtrans/contracts';
import type { SubmissionNotice, ValidSession } from '@vtrans/db';
import { type Precheck, precheckUpload, uploadLimits } from '@vtrans/spatial';
import { webEnv } from '@/env';
import { envelope, invalidFields } from './route';

const tooLarge = 'The file is larger than 50 MB. Split the layer, or remove fields that are not needed.';
// Room for the form's other fields around the file.
const maxRequestBytes = uploadLimits.maxBytes + 256 * 1024;

export interface CheckedUpload {
  /** The form's text fields. */
  fields: Record<string, string>;
  file: File;
  bytes: Uint8Array;
  check: Extract<Precheck, { ok: true }>;
}

/**
 * Reads a multipart upload (a `file` and text fields) and runs the pre-check on the file: the
 * upload, or the answer to give (413 over 50 MB, 400 naming the field otherwise).
 */
export async function readCheckedUpload(request: Request): Promise<CheckedUpload | { response: Response }> {
  if (Number(request.headers.get('content-length') ?? 0) > maxRequestBytes) return { response: envelope(413, { fields: { file: tooLarge } }, tooLarge) };
  const form = await request.formData().catch(() => null);
  if (!form) return { response: invalidFields({ file: 'The upload could not be read; please try again.' }) };
  const fields = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const file = form.get('file');
  if (!(file instanceof File)) return { response: invalidFields({ file: 'Please choose a file to upload.' }) };
  if (file.size > uploadLimits.maxBytes) return { response: envelope(413, { fields: { file: tooLarge } }, tooLarge) };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = precheckUpload(bytes);
  if (!check.ok) return { response: invalidFields({ file: check.message }) };
  return { fields, file, bytes, check };
}

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
