import { z } from 'zod';
import { asWritten } from './comments';
import { asRead, ReadAs } from './saved-meanwhile';

/** The four components of Growth and Accessibility Planning Technical Assistance. */
export const gapTaComponents = [
  'Multimodal planning in urban development areas or growth areas',
  'Strategies for emerging planning issues',
  'Building an accessibility planning process',
  'Multimodal planning outside urbanized areas',
] as const;
export const GapTaComponent = z.enum(gapTaComponents, {
  error: 'Please choose the kind of assistance you are asking for.',
});

/** Where an application stands; staff move it in the admin area. */
export const gapTaApplicationStatuses = ['received', 'under review', 'awarded', 'not selected'] as const;
export const GapTaApplicationStatus = z.enum(gapTaApplicationStatuses, {
  error: 'Please choose a status from the list.',
});
export type GapTaApplicationStatus = z.infer<typeof GapTaApplicationStatus>;

const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const ring = z
  .array(position)
  .min(4, 'an area needs at least three corners')
  .max(5000)
  .refine((points) => points[0]!.every((value, index) => value === points.at(-1)![index]), 'the area’s outline must close');

/** The study area: drawn on the map or read from an uploaded GeoJSON file (WGS 84). */
export const GapTaArea = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('Polygon'),
      coordinates: z.array(ring).min(1).max(50),
    }),
    z.strictObject({
      type: z.literal('MultiPolygon'),
      coordinates: z.array(z.array(ring).min(1).max(50)).min(1).max(50),
    }),
  ],
  {
    error: 'Please draw the study area on the map or upload it as a GeoJSON polygon.',
  },
);
export type GapTaArea = z.infer<typeof GapTaArea>;

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).transform(asWritten).pipe(z.string().min(1, required).max(max, tooLong));

/** One schema for the application form, its server action and its tests. */
export const GapTaApplication = z
  .object({
    localityFips: z.string({ error: 'Please choose your locality.' }).regex(/^51[0-9]{3}$/, 'Please choose your locality.'),
    organization: text(200, 'Please name the applying organization.', 'Please keep the organization’s name under 200 characters.'),
    contactName: text(100, 'Please provide a contact name.', 'Please keep the name under 100 characters.'),
    contactEmail: z.string().trim().email('Please provide a valid email.').max(254, 'Please provide a valid email.'),
    contactPhone: z
      .string()
      .trim()
      .max(30, 'Please keep the phone number under 30 characters.')
      .regex(/^[0-9()+.\- x]*$/, 'Please provide a phone number with digits only.')
      .optional(),
    component: GapTaComponent,
    projectTitle: text(150, 'Please give the project a title.', 'Please keep the title under 150 characters.'),
    projectDescription: text(4000, 'Please describe the project.', 'Please keep the description under 4,000 characters.'),
    /** Drawn or uploaded; not needed when the study covers the whole locality. */
    area: GapTaArea.optional(),
    /** The study covers the whole locality: its boundary becomes the area (the path without a map). */
    wholeLocality: z.boolean().default(false),
    /** Honeypot: people never see it. */
    website: z.string().max(500).optional(),
  })
  .refine((application) => application.wholeLocality || application.area, {
    message: 'Please draw the study area on the map, upload it as GeoJSON, or choose the whole locality.',
    path: ['area'],
  });
export type GapTaApplication = z.infer<typeof GapTaApplication>;

/** Staff's update of an application in the admin area. */
export const GapTaApplicationUpdate = z.object({
  id: z.coerce.number().int().positive(),
  status: GapTaApplicationStatus,
  staffNote: z.string().transform(asWritten).pipe(z.string().max(2000, 'Please keep the note under 2,000 characters.')),
  readAs: ReadAs,
});

/** An application's decision as its form shows it: the save goes ahead only while it still reads so (issue 56). */
export const decisionAsShown = (application: { status: string; staff_note: string }): string =>
  asRead({ status: application.status, staffNote: application.staff_note });

/** The largest GeoJSON file an applicant may upload for the study area. */
export const GAP_TA_AREA_FILE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The study area from an uploaded GeoJSON file: a Polygon or MultiPolygon geometry, Feature or
 * FeatureCollection, whose polygons become one MultiPolygon. Anything else is refused with a
 * message the applicant can act on.
 */
export function areaFromGeoJson(text: string): { area: GapTaArea } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'The file is not GeoJSON: it could not be read as JSON.' };
  }
  const geometries: unknown[] = [];
  const collect = (value: unknown) => {
    const object = value as {
      type?: unknown;
      geometry?: unknown;
      features?: unknown;
      geometries?: unknown;
    };
    if (object?.type === 'FeatureCollection' && Array.isArray(object.features)) object.features.forEach(collect);
    else if (object?.type === 'Feature') collect(object.geometry);
    else if (object?.type === 'GeometryCollection' && Array.isArray(object.geometries)) object.geometries.forEach(collect);
    else if (object?.type === 'Polygon' || object?.type === 'MultiPolygon') geometries.push(object);
  };
  collect(json);
  if (geometries.length === 0)
    return {
      error: 'The file has no polygon: the study area must be an area, not points or lines.',
    };
  const polygons: unknown[] = geometries.flatMap((geometry) => {
    const { type, coordinates } = geometry as {
      type: string;
      coordinates: unknown;
    };
    return type === 'Polygon' ? [coordinates] : Array.isArray(coordinates) ? coordinates : [];
  });
  const parsed = GapTaArea.safeParse({
    type: 'MultiPolygon',
    coordinates: polygons,
  });
  if (!parsed.success)
    return {
      error: `The file’s polygons are not valid GeoJSON in longitude and latitude (${parsed.error.issues[0]?.message}).`,
    };
  return { area: parsed.data };
}
