'use server';

import { invalidFieldsError } from '@vtrans/contracts/errors';
import { receiptWithheld } from '@vtrans/contracts/forms';
import { areaFromGeoJson, GAP_TA_AREA_FILE_MAX_BYTES, GapTaApplication } from '@vtrans/contracts/gap-ta';
import { createGapTaApplication } from '@vtrans/db';
import { formAction } from '@/server/http/action';
import { logger } from '@/server/platform/logger';

const textFields = [
  'localityFips',
  'organization',
  'contactName',
  'contactEmail',
  'contactPhone',
  'component',
  'projectTitle',
  'projectDescription',
  'website',
] as const;

/**
 * The study area: drawn on the map (the `area` field, GeoJSON) or an uploaded GeoJSON file —
 * the file wins when both are sent, as it is the later, deliberate choice.
 */
async function readArea(formData: FormData): Promise<unknown> {
  const file = formData.get('areaFile');
  if (file instanceof File && file.size > 0) {
    if (file.size > GAP_TA_AREA_FILE_MAX_BYTES)
      throw invalidFieldsError({ areaFile: 'The file is larger than 5 MB. Please simplify the area or draw it on the map.' });
    const result = areaFromGeoJson(await file.text());
    if ('error' in result) throw invalidFieldsError({ areaFile: result.error });
    return result.area;
  }
  const drawn = String(formData.get('area') ?? '');
  try {
    return drawn ? JSON.parse(drawn) : undefined;
  } catch {
    return undefined;
  }
}

/** The form as the schema reads it: its text fields, the area, and the whole-locality box. */
async function readApplication(formData: FormData) {
  const values = Object.fromEntries(textFields.map((field) => [field, String(formData.get(field) ?? '')]));
  return { ...values, contactPhone: values.contactPhone || undefined, area: await readArea(formData), wholeLocality: formData.get('wholeLocality') === 'on' };
}

/**
 * Stores a GAP-TA application and its `gap-ta.received` event (the worker e-mails staff and the
 * applicant's receipt) in one transaction. A filled honeypot gets a thank-you but nothing is stored.
 */
export const submitGapTaApplication = formAction(
  {
    schema: GapTaApplication,
    read: readApplication,
    echo: textFields,
    honeypot: 'website',
    rateLimited: 'Too many applications from here just now. Please wait a minute and send it again; what you wrote is still here.',
    failure: 'We could not send your application just now. Please try again in a few minutes.',
  },
  async (application, { db }) => {
    const { id, receipt } = await createGapTaApplication(db, application);
    logger().info({ gapTaApplicationId: id }, 'GAP-TA application stored');
    return { id, message: receipt ? 'We have e-mailed you a receipt.' : receiptWithheld };
  },
);
