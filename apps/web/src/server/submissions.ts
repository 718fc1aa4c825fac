import 'server-only';
import { actorOfRole, type SubmissionFileType } from '@vtrans/contracts';
import type { StaffNotice, SubmissionFile, ValidSession } from '@vtrans/db';
import { isKnownSrid, type Precheck, precheckUpload, uploadLimits } from '@vtrans/spatial';
import { webEnv } from '@/env';
import { envelope, invalidFields } from './route';
import { fileStorage } from './storage';

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

export function submissionNotice(): StaffNotice {
  const { SPATIAL_DATA_ALERT_TO, SITE_URL } = webEnv();
  return { staffAddress: SPATIAL_DATA_ALERT_TO, siteUrl: SITE_URL };
}

/** The upload's coordinate system: read from the file, else the submitter's choice; or the 400 to give. */
export function sourceSridOf(check: CheckedUpload['check'], chosen: number | undefined): { srid: number } | { response: Response } {
  const srid = check.crs?.srid ?? chosen;
  if (!srid) return { response: invalidFields({ srid: check.crsNote ?? 'Please choose the coordinate system of the data.' }) };
  if (!isKnownSrid(srid)) return { response: invalidFields({ srid: 'Please choose a coordinate system from the list.' }) };
  return { srid };
}

/**
 * Stores the upload's file, then records it with `record`; the file is removed again when that
 * fails or `kept` says the outcome recorded nothing, so no file outlives its submission.
 */
export async function storeUpload<Outcome>(
  upload: CheckedUpload,
  srid: number,
  record: (file: SubmissionFile) => Promise<Outcome>,
  kept: (outcome: Outcome) => boolean = () => true,
): Promise<Outcome> {
  const key = await fileStorage().put('submissions', upload.bytes, storedExtension[upload.check.type]);
  const file = { key, name: upload.file.name.slice(0, 255) || 'upload', type: upload.check.type, bytes: upload.bytes.length, sourceSrid: srid };
  try {
    const outcome = await record(file);
    if (!kept(outcome)) await fileStorage().remove(key);
    return outcome;
  } catch (error) {
    await fileStorage().remove(key);
    throw error;
  }
}
