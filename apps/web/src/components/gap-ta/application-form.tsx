'use client';

import { useFormAction } from '@/components/use-form-action';
import { zodResolver } from '@hookform/resolvers/zod';
import { areaFromGeoJson, GAP_TA_AREA_FILE_MAX_BYTES, type GapTaArea, GapTaApplication, gapTaComponents } from '@vtrans/contracts/gap-ta';
import dynamic from 'next/dynamic';
import { startTransition, useCallback, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { submitGapTaApplication } from '@/actions/gap-ta-application';
import { fieldErrors } from '@/components/field-errors';
import { FormSuccess } from '@/components/checked-form';
import { HoneypotField } from '@/components/honeypot-field';

const AreaDrawMap = dynamic(() => import('./area-draw-map'), { ssr: false, loading: () => <p>Loading the map…</p> });

type Values = z.input<typeof GapTaApplication>;
type Field = keyof Values | 'areaFile';

interface Locality {
  fips: string;
  name: string;
  bbox: [number, number, number, number];
}

/**
 * The GAP-TA application. The study area can be drawn on the map, uploaded as a GeoJSON file, or
 * be the whole locality (the way without a map or a file). With JavaScript, the shared schema
 * checks everything before sending; without it, the server action checks the same schema (and
 * reads the uploaded file itself).
 */
export function GapTaApplicationForm({ localities }: { localities: Locality[] }) {
  const [result, formAction, pending] = useFormAction(submitGapTaApplication, null, '/gap-ta/application');
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, formState, setValue, control, clearErrors } = useForm<Values>({
    resolver: zodResolver(GapTaApplication),
    // Checked when sent, then as they type (issue 62's test found it): checked on leaving a field, the message
    // that appears above the field pushed the button down between press and release, and the first
    // press of Send did nothing.
    mode: 'onSubmit',
    defaultValues: { wholeLocality: false },
  });
  const [area, setArea] = useState<GapTaArea | null>(null);
  const [areaSource, setAreaSource] = useState<'drawn' | 'file' | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const localityFips = useWatch({ control, name: 'localityFips' });
  const wholeLocality = useWatch({ control, name: 'wholeLocality' });
  const focus = localities.find((locality) => locality.fips === localityFips)?.bbox ?? null;

  const onDrawn = useCallback(
    (drawn: GapTaArea | null) => {
      setArea(drawn);
      setAreaSource(drawn ? 'drawn' : null);
      setValue('area', drawn ?? undefined);
      if (drawn) clearErrors('area');
    },
    [setValue, clearErrors],
  );

  async function onFile(file: File | undefined) {
    setFileError(null);
    if (!file) return;
    if (file.size > GAP_TA_AREA_FILE_MAX_BYTES) {
      setFileError('The file is larger than 5 MB. Please simplify the area or draw it on the map.');
      return;
    }
    const read = areaFromGeoJson(await file.text());
    if ('error' in read) {
      setFileError(read.error);
      return;
    }
    setArea(read.area);
    setAreaSource('file');
    setValue('area', read.area);
    clearErrors('area');
  }

  if (result?.ok) {
    return (
      <FormSuccess>
        <h2>Thank you — your application has been received.</h2>
        <p>
          {result.id ? `Its number is ${result.id}. ` : ''}
          {result.message ?? 'We have e-mailed you a receipt.'} Program staff review applications after the round closes and will contact you about next steps.
        </p>
      </FormSuccess>
    );
  }

  const serverErrors: Partial<Record<Field, string>> = result && !result.ok ? result.fieldErrors : {};
  const formError = result && !result.ok ? result.formError : undefined;
  const sent = result && !result.ok ? (result.values as Partial<Record<string, string>> | undefined) : undefined;
  const { described, errorText } = fieldErrors<Field>((field) =>
    field === 'areaFile' ? (fileError ?? serverErrors.areaFile) : (formState.errors[field as keyof Values]?.message ?? serverErrors[field]),
  );

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      encType="multipart/form-data"
      className="stacked-form gap-application"
      aria-label="GAP-TA application"
      onSubmit={(event) => {
        event.preventDefault();
        void handleSubmit(() => {
          const data = new FormData(formRef.current!);
          // The area travels as GeoJSON; the file was read in the browser already.
          data.delete('areaFile');
          if (area && !wholeLocality) data.set('area', JSON.stringify(area));
          startTransition(() => formAction(data));
        })(event);
      }}
    >
      {formError && (
        <p className="field-error" role="alert">
          {formError}
        </p>
      )}
      <fieldset>
        <legend>Applicant</legend>
        <label htmlFor="localityFips">Locality</label>
        {errorText('localityFips')}
        <select id="localityFips" defaultValue={sent?.localityFips ?? ''} {...register('localityFips')} {...described('localityFips')}>
          <option value="">Choose your county or city</option>
          {localities.map((locality) => (
            <option key={locality.fips} value={locality.fips}>
              {locality.name}
            </option>
          ))}
        </select>

        <label htmlFor="organization">Applying organization</label>
        <span id="organization-hint" className="field-hint">
          The locality, planning district commission or metropolitan planning organization.
        </span>
        {errorText('organization')}
        <input id="organization" defaultValue={sent?.organization} {...register('organization')} {...described('organization', 'organization-hint')} />

        <label htmlFor="contactName">Contact name</label>
        {errorText('contactName')}
        <input id="contactName" type="text" autoComplete="name" defaultValue={sent?.contactName} {...register('contactName')} {...described('contactName')} />

        <label htmlFor="contactEmail">Contact email</label>
        {errorText('contactEmail')}
        <input
          id="contactEmail"
          type="email"
          autoComplete="email"
          defaultValue={sent?.contactEmail}
          {...register('contactEmail')}
          {...described('contactEmail')}
        />

        <label htmlFor="contactPhone">Contact phone (optional)</label>
        {errorText('contactPhone')}
        <input id="contactPhone" type="tel" autoComplete="tel" defaultValue={sent?.contactPhone} {...register('contactPhone')} {...described('contactPhone')} />
      </fieldset>

      <fieldset>
        <legend>Project</legend>
        <label htmlFor="component">Kind of assistance</label>
        {errorText('component')}
        <select id="component" defaultValue={sent?.component ?? ''} {...register('component')} {...described('component')}>
          <option value="">Choose one</option>
          {gapTaComponents.map((component) => (
            <option key={component} value={component}>
              {component}
            </option>
          ))}
        </select>

        <label htmlFor="projectTitle">Project title</label>
        {errorText('projectTitle')}
        <input id="projectTitle" defaultValue={sent?.projectTitle} {...register('projectTitle')} {...described('projectTitle')} />

        <label htmlFor="projectDescription">Project description</label>
        <span id="projectDescription-hint" className="field-hint">
          What you want to plan, why now, and who will take part. Up to 4,000 characters.
        </span>
        {errorText('projectDescription')}
        <textarea
          id="projectDescription"
          rows={8}
          defaultValue={sent?.projectDescription}
          {...register('projectDescription')}
          {...described('projectDescription', 'projectDescription-hint')}
        />
      </fieldset>

      <fieldset>
        <legend>Study area</legend>
        {errorText('area')}
        <div className="checkbox-field">
          <input id="wholeLocality" type="checkbox" {...register('wholeLocality')} />
          <label htmlFor="wholeLocality">The study covers the whole locality</label>
        </div>
        {!wholeLocality && (
          <>
            <p className="field-hint" id="area-hint">
              Draw the area on the map — click around it and click the first point again to close it — or upload it as a GeoJSON file.
            </p>
            <AreaDrawMap onArea={onDrawn} focus={focus} />
            <label htmlFor="areaFile">Or upload the area (GeoJSON, up to 5 MB)</label>
            {errorText('areaFile')}
            <input
              id="areaFile"
              name="areaFile"
              type="file"
              accept=".geojson,.json,application/geo+json,application/json"
              onChange={(event) => void onFile(event.target.files?.[0])}
              {...described('areaFile', 'area-hint')}
            />
            <p role="status" className="field-hint">
              {area ? (areaSource === 'file' ? 'The uploaded area will be sent.' : 'The drawn area will be sent.') : ''}
            </p>
          </>
        )}
        <input type="hidden" name="area" value={area ? JSON.stringify(area) : ''} />
      </fieldset>

      <HoneypotField id="website" {...register('website')} />

      <button type="submit" className="button" disabled={pending}>
        {pending ? 'Sending…' : 'Send application'}
      </button>
    </form>
  );
}
