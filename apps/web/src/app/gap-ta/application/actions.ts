'use server';

import { areaFromGeoJson, fieldErrorsOf, type FormResult, GAP_TA_AREA_FILE_MAX_BYTES, GapTaApplication } from '@vtrans/contracts';
import { AreaOutsideVirginiaError, createGapTaApplication } from '@vtrans/db';
import { db } from '@/server/db';
import { logger } from '@/server/logger';

type Field = keyof GapTaApplication | 'areaFile';
export type GapTaApplicationResult = FormResult<Field> | { ok: true; id: number };

const textFields = ['localityFips', 'organization', 'contactName', 'contactEmail', 'contactPhone', 'component', 'projectTitle', 'projectDescription', 'website'] as const;

/**
 * The study area: drawn on the map (the `area` field, GeoJSON) or an uploaded GeoJSON file —
 * the file wins when both are sent, as it is the later, deliberate choice.
 */
async function readArea(formData: FormData): Promise<{ area: unknown } | { error: Partial<Record<Field, string>> }> {
  const file = formData.get('areaFile');
  if (file instanceof File && file.size > 0) {
    if (file.size > GAP_TA_AREA_FILE_MAX_BYTES) return { error: { areaFile: 'The file is larger than 5 MB. Please simplify the area or draw it on the map.' } };
    const result = areaFromGeoJson(await file.text());
    return 'error' in result ? { error: { areaFile: result.error } } : { area: result.area };
  }
  const drawn = String(formData.get('area') ?? '');
  if (!drawn) return { area: undefined };
  try {
    return { area: JSON.parse(drawn) };
  } catch {
    return { area: undefined };
  }
}

/**
 * Stores a GAP-TA application and queues its two e-mails (staff, and the applicant's receipt) in
 * one transaction. A filled honeypot gets a thank-you but nothing is stored or sent.
 */
export async function submitGapTaApplication(_previous: GapTaApplicationResult | null, formData: FormData): Promise<GapTaApplicationResult> {
  const values = Object.fromEntries(textFields.map((field) => [field, String(formData.get(field) ?? '')])) as Record<(typeof textFields)[number], string>;
  if (values.website) return { ok: true, id: 0 };
  const area = await readArea(formData);
  if ('error' in area) return { ok: false, fieldErrors: area.error, values };
  const wholeLocality = formData.get('wholeLocality') === 'on';
  const parsed = GapTaApplication.safeParse({ ...values, contactPhone: values.contactPhone || undefined, area: area.area, wholeLocality });
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error), values };

  try {
    const id = await db()
      .transaction()
      .execute((trx) => createGapTaApplication(trx, parsed.data));
    logger().info({ gapTaApplicationId: id }, 'GAP-TA application stored');
    return { ok: true, id };
  } catch (error) {
    if (error instanceof AreaOutsideVirginiaError) return { ok: false, fieldErrors: { area: error.message }, values };
    logger().error({ err: error }, 'GAP-TA application could not be stored');
    return { ok: false, fieldErrors: {}, formError: 'We could not send your application just now. Please try again in a few minutes.', values };
  }
}
