import 'server-only';
import { AppError, invalidFieldsError, issuesByPath } from '@vtrans/contracts/errors';
import { actorOfRole, NewSubmissionFields } from '@vtrans/contracts/submissions';
import { type FeatureLocation, findCoordinateSystem, findLocality, locateFeatures, type SubmissionFile, type ValidSession } from '@vtrans/db';
import {
  crsLabel,
  describeLocation,
  fileExtensions,
  GdalError,
  intakeLimits,
  type LocationVerdict,
  megabytes,
  type Precheck,
  precheckUpload,
} from '@vtrans/spatial';
import { db } from '../platform/db';
import { fileStorage } from '../platform/storage';
import type { UnitOfWork } from '../http/unit-of-work';

const tooLarge = `The file is larger than ${megabytes(intakeLimits.maxBytes)}. Split the layer, or remove fields that are not needed.`;
// Room for the form's other fields around the file.
const maxRequestBytes = intakeLimits.maxBytes + 256 * 1024;

export interface CheckedUpload {
  /** The form's text fields. */
  fields: Record<string, string>;
  file: File;
  bytes: Uint8Array;
  check: Extract<Precheck, { ok: true }>;
  /** Where the previewed features are (null until the coordinate system is known). */
  location: FeatureLocation | null;
  verdicts: LocationVerdict[];
}

/**
 * Reads a multipart upload (a `file`, and the `srid`, `layer` and `locality` fields when given)
 * and pre-checks it: GDAL describes it and reads up to 500 features in WGS 84 in a bounded child
 * process (packages/spatial), and PostGIS says where they are. Throws the AppError to answer:
 * too large over 50 MB, unavailable while too many files are being read, invalid naming the field otherwise.
 */
export async function readCheckedUpload(request: Request, session: ValidSession): Promise<CheckedUpload> {
  if (Number(request.headers.get('content-length') ?? 0) > maxRequestBytes) throw new AppError('too-large', tooLarge, { fields: { file: tooLarge } });
  const form = await request.formData().catch(() => null);
  if (!form) throw invalidFieldsError({ file: 'The upload could not be read; please try again.' });
  const fields = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const file = form.get('file');
  if (!(file instanceof File)) throw invalidFieldsError({ file: 'Please choose a file to upload.' });
  if (file.size > intakeLimits.maxBytes) throw new AppError('too-large', tooLarge, { fields: { file: tooLarge } });
  const options = NewSubmissionFields.pick({ srid: true, layer: true }).safeParse(fields);
  if (!options.success) throw invalidFieldsError(issuesByPath(options.error));
  const chosen = options.data.srid ? await findCoordinateSystem(db(), options.data.srid) : undefined;
  if (chosen === null) throw invalidFieldsError({ srid: `EPSG has no coordinate system with the code ${options.data.srid}. Search for it by name.` });

  const bytes = new Uint8Array(await file.arrayBuffer());
  let check: Precheck;
  try {
    check = await precheckUpload(bytes, { layer: options.data.layer, chosen });
  } catch (error) {
    if (error instanceof GdalError && !error.permanent) throw new AppError('unavailable', error.message);
    throw error;
  }
  if (!check.ok) throw invalidFieldsError({ [check.field]: check.message });
  if (!check.preview) return { fields, file, bytes, check, location: null, verdicts: [] };
  const location = await locateFeatures(
    db(),
    check.preview.map((feature) => feature.geometry),
  );
  const ownLocality = await ownLocalityOf(session, fields.locality);
  return { fields, file, bytes, check, location, verdicts: describeLocation(location, { declared: check.features, ownLocality }) };
}

/** The locality a submission is for: a locality user's own, or the one an admin picked; with its name. */
async function ownLocalityOf(session: ValidSession, picked: string | undefined): Promise<{ fips: string; name: string } | null> {
  const fips = session.user.role === 'locality' ? session.user.localityFips : picked;
  return fips && /^51\d{3}$/.test(fips) ? findLocality(db(), fips) : null;
}

/** What the pre-check answers the browser: the check without GDAL's internals, the preview as GeoJSON, and the location in words. */
export function precheckAnswer(upload: CheckedUpload) {
  const { check } = upload;
  return {
    fileType: check.type,
    layers: check.layers,
    layer: check.layer,
    features: check.features,
    crs: check.crs ? { srid: check.crs.srid, label: crsLabel(check.crs), fromFile: check.crs.fromFile, assumed: check.crs.assumed ?? false } : null,
    crsNote: check.crsNote,
    srid: check.crs?.srid ?? null,
    heights: check.heights,
    measures: check.measures,
    location: upload.verdicts,
    preview: check.preview
      ? { type: 'FeatureCollection' as const, features: check.preview.map(({ geometry, properties }) => ({ type: 'Feature' as const, geometry, properties })) }
      : null,
    previewLimited: check.previewLimited,
  };
}

/**
 * What a checked upload is stored as; throws an invalid-field AppError otherwise: a submission needs its layer and its
 * coordinate system settled, and features that are in Virginia.
 */
function submissionFileOf(upload: CheckedUpload): { file: Omit<SubmissionFile, 'key'> } {
  const { check } = upload;
  if (!check.layer) throw invalidFieldsError({ layer: 'The file holds several layers. Please choose the one to submit.' });
  if (!check.crs) throw invalidFieldsError({ srid: check.crsNote ?? 'Please choose the coordinate system of the data.' });
  const misplaced = upload.verdicts.find((verdict) => verdict.level === 'error');
  if (misplaced) throw invalidFieldsError({ srid: misplaced.message });
  return {
    file: {
      name: upload.file.name.slice(0, 255) || 'upload',
      type: check.type,
      bytes: upload.bytes.length,
      sourceSrid: check.crs.srid,
      sourceCrs: check.crs.label,
      crsFromFile: check.crs.fromFile,
      layerName: check.layers.length > 1 ? check.layer : null,
    },
  };
}

/** Staff see every submission; a locality user only their own. */
export function maySeeSubmission(session: ValidSession, submission: { user_id: string }): boolean {
  return actorOfRole(session.user.role) === 'staff' || submission.user_id === session.user.id;
}

/**
 * Stores a checked upload's file for a submission and names it; the file is removed again if the
 * transaction recording it does not commit (withRoute's onRollback), so no file outlives its
 * submission. Throws, storing nothing, when the upload cannot be a submission (submissionFileOf).
 */
export async function storeSubmissionFile(upload: CheckedUpload, onRollback: UnitOfWork['onRollback']): Promise<SubmissionFile> {
  const { file } = submissionFileOf(upload);
  const key = await fileStorage().put('submissions', upload.bytes, fileExtensions[upload.check.type]);
  onRollback(() => fileStorage().remove(key));
  return { ...file, key };
}
