import { z } from 'zod';
import type { Role } from './auth';

/**
 * A spatial-data submission's life (issue 6), in one place: every write of a status goes through
 * `transition`, so an illegal move is refused the same way by the API, the admin pages and the
 * worker.
 *
 *   submitted → processing → processed | failed
 *   failed → processing                      (staff re-run the job)
 *   processed → in_review → approved | changes_requested | rejected
 *
 * After changes_requested, or when processing failed, the submitter may send a corrected file: a
 * new version of the same submission, starting again at submitted; the earlier version keeps its
 * history.
 */
export const submissionStatuses = ['submitted', 'processing', 'processed', 'failed', 'in_review', 'approved', 'changes_requested', 'rejected'] as const;
export const SubmissionStatus = z.enum(submissionStatuses, { error: 'expected a submission status' });
export type SubmissionStatus = z.infer<typeof SubmissionStatus>;

/** Who moves a submission: the worker, staff, or the submitter (a locality user). */
export type SubmissionActor = 'system' | 'staff' | 'submitter';

const transitions: Record<SubmissionStatus, Partial<Record<SubmissionStatus, SubmissionActor>>> = {
  submitted: { processing: 'system' },
  processing: { processed: 'system', failed: 'system' },
  failed: { processing: 'staff' },
  processed: { in_review: 'staff' },
  in_review: { approved: 'staff', changes_requested: 'staff', rejected: 'staff' },
  approved: {},
  changes_requested: {},
  rejected: {},
};

/** Statuses that end a version: nothing follows them (a resubmission starts a new version). */
export const finalSubmissionStatuses: readonly SubmissionStatus[] = submissionStatuses.filter((status) => Object.keys(transitions[status]).length === 0);

/** Where the submitter may send a new version from: staff asked for changes, or the file could not be processed. */
export const resubmittableStatuses: readonly SubmissionStatus[] = ['changes_requested', 'failed'];

/** Statuses the submitter is e-mailed about: how processing went, and each review outcome. */
export const submitterNotifiedStatuses: readonly SubmissionStatus[] = ['processed', 'failed', 'approved', 'changes_requested', 'rejected'];

/** Outcomes of a review, each needing a note for the submitter. */
export const reviewOutcomes = ['approved', 'changes_requested', 'rejected'] as const satisfies readonly SubmissionStatus[];

export type TransitionVerdict = { ok: true } | { ok: false; reason: string };

/** Whether `actor` may move a submission from `from` to `to`; the reason when not. */
export function transition(from: SubmissionStatus, to: SubmissionStatus, actor: SubmissionActor): TransitionVerdict {
  const allowed = transitions[from][to];
  if (!allowed) return { ok: false, reason: `A submission that is ${label(from)} cannot become ${label(to)}.` };
  if (allowed !== actor) return { ok: false, reason: `Only ${actorLabel(allowed)} can make a submission ${label(to)}.` };
  return { ok: true };
}

/** The statuses `actor` may move a submission to from `from`, for buttons and menus. */
export function nextStatuses(from: SubmissionStatus, actor: SubmissionActor): SubmissionStatus[] {
  return (Object.entries(transitions[from]) as [SubmissionStatus, SubmissionActor][]).filter(([, who]) => who === actor).map(([to]) => to);
}

/** The actor a user of `role` acts as on submissions they may touch. */
export function actorOfRole(role: Role): SubmissionActor | null {
  if (role === 'reviewer' || role === 'admin') return 'staff';
  if (role === 'locality') return 'submitter';
  return null;
}

const labels: Record<SubmissionStatus, string> = {
  submitted: 'submitted',
  processing: 'processing',
  processed: 'processed',
  failed: 'failed',
  in_review: 'in review',
  approved: 'approved',
  changes_requested: 'changes requested',
  rejected: 'rejected',
};

/** The status as a word, for counts and filters. */
export function label(status: SubmissionStatus): string {
  return labels[status];
}

const inWords: Record<SubmissionStatus, string> = {
  submitted: 'Submitted — waiting to be processed',
  processing: 'Processing — the file is being read',
  processed: 'Processed — waiting for staff review',
  failed: 'Failed — the file could not be read (see the reason)',
  in_review: 'In review — staff are looking at it',
  approved: 'Approved — on the public map',
  changes_requested: 'Changes requested — waiting for a new version from the locality',
  rejected: 'Rejected — see staff’s note',
};

/** The status as a sentence that says what happens next, on a submission's own line (issue 35: "processed" alone left people guessing). */
export function statusInWords(status: SubmissionStatus): string {
  return inWords[status];
}

function actorLabel(actor: SubmissionActor): string {
  return { system: 'the processing service', staff: 'staff', submitter: 'the submitter' }[actor];
}

/** A status record's note: required for failures and review outcomes, so the submitter can act on it. */
// A form sends a line break as CR LF, which a textarea's maxlength counts as one character: the note
// is measured with single line breaks, as its writer saw it.
export const StatusNote = z
  .string()
  .max(4000, 'Please keep the note under 2,000 characters.')
  .transform((note) => note.replace(/\r\n?/g, '\n'))
  .pipe(z.string().trim().max(2000, 'Please keep the note under 2,000 characters.'));

export function noteRequired(to: SubmissionStatus): boolean {
  return to === 'failed' || (reviewOutcomes as readonly SubmissionStatus[]).includes(to);
}

/** The geoprocessing job: which version of which submission to process. */
export const SubmissionJob = z.object({ submissionId: z.number().int().positive(), version: z.number().int().positive() });
export type SubmissionJob = z.infer<typeof SubmissionJob>;

/** Upload formats the pre-check recognises (by content, not by extension); GDAL reads them all. */
export const submissionFileTypes = ['geojson', 'shapefile', 'kml', 'kmz', 'gpx', 'csv', 'gpkg', 'filegdb'] as const;
export type SubmissionFileType = (typeof submissionFileTypes)[number];

/** Each format as a locality's GIS staff know it: the upload page lists them all from here, the pre-check names the one it found. */
export const submissionFileTypeNames: Record<SubmissionFileType, string> = {
  geojson: 'GeoJSON file',
  shapefile: 'zipped Shapefile',
  kml: 'KML file',
  kmz: 'KMZ file',
  gpx: 'GPX file',
  csv: 'CSV file',
  gpkg: 'GeoPackage',
  filegdb: 'zipped File Geodatabase',
};

/** Every accepted format in a sentence's words (issue 35: the page listed four of the eight). */
export const acceptedSubmissionFormats =
  'a GeoJSON file, a zipped Shapefile (its .shp, .shx, .dbf and .prj files), a GeoPackage (.gpkg), a zipped File Geodatabase (the .gdb folder), a KML or KMZ file, a GPX file, or a CSV file with latitude and longitude columns or a WKT column';

/** What a submission is about: the map explorer's layer categories. */
export const submissionCategories = ['Transportation network', 'Land use', 'Needs', 'Safety', 'Transit', 'Walking and biking', 'Freight', 'Other'] as const;

/** The form fields sent with an upload (multipart, so numbers arrive as text). */
export const NewSubmissionFields = z.object({
  title: z.string().trim().min(1, 'Please give the layer a title.').max(200, 'Please keep the title under 200 characters.'),
  description: z.string().trim().max(4000, 'Please keep the description under 4,000 characters.').default(''),
  locality: z.string().regex(/^51[0-9]{3}$/, 'Please choose your locality.'),
  category: z.enum(submissionCategories, { error: 'Please choose a category from the list.' }),
  /** The coordinate system the submitter chose, when the file does not state it or states it wrongly (EPSG code). */
  srid: z.coerce
    .number({ error: 'Please choose a coordinate system.' })
    .int('Please choose a coordinate system.')
    .positive('Please choose a coordinate system.')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The layer to read, when the file holds several. */
  layer: z
    .string()
    .trim()
    .max(255, 'Please choose one of the file’s layers.')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type NewSubmissionFields = z.infer<typeof NewSubmissionFields>;

export const SubmissionId = z.coerce.number({ error: 'expected a submission id' }).int('expected a submission id').positive('expected a submission id');

export const StatusChangeRequest = z.object({
  submissionID: SubmissionId,
  status: SubmissionStatus,
  note: StatusNote.default(''),
});

/** What processing found, shown to the submitter and reviewers (in words: describeReport in @vtrans/spatial/words). */
export interface ProcessingReport {
  features: number;
  /** Features whose geometry was invalid and was repaired (ST_MakeValid). */
  repaired: number;
  /** Features left out: no geometry, or nothing left of it after repair. */
  dropped: number;
  /** Features GDAL could not place in WGS 84 (reprojection failed), also left out. */
  unplaced?: number;
  geometryTypes: string[];
  /** [west, south, east, north] in degrees. */
  bbox: [number, number, number, number] | null;
  localities: string[];
  /** Heights (Z): points keep a non-zero height as an attribute; zero heights and those of lines and areas are not stored. */
  heights?: { kept: number; zero: number; flattened: number; attribute: string | null };
  /** The file had measures (M values), which are not stored. */
  measures?: boolean;
  /** Features whose text was read as Latin-1 (a Shapefile without .cpg). */
  latin1?: number;
  /** The coordinate system the file was read in, and the layer read. */
  crs?: string;
  layer?: string | null;
}

/** Where a sample of features lies: the Virginia localities they touch, and for the rest the place they fell in. */
export interface FeatureLocation {
  /** Features looked at (the pre-check's sample). */
  total: number;
  /** Features touching at least one Virginia locality. */
  inVirginia: number;
  /** Each locality touched, with how many features touch it, most first. */
  localities: { fips: string; name: string; count: number }[];
  /** Places of the features outside every locality ("Maryland", "Nigeria", "the Gulf of Guinea"), most first. */
  elsewhere: { name: string; count: number }[];
}

/** Rows of the review page's attribute table: the first 1,000 features, a page at a time. */
export const attributeTableRows = { maxRows: 1_000, pageSize: 100 } as const;
