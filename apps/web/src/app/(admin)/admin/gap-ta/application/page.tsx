import { sitePaths } from '@vtrans/contracts/site-paths';
import { virginiaDateTime } from '@vtrans/contracts/dates';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { ApplicationUpdateForm } from '@/components/gap-ta/application-update-form';
import { FeatureMap } from '@/components/feature-map';
import { gapTaApplicationData, gapTaApplicationsData } from '@/server/domain/restricted/gap-ta';

export const metadata: Metadata = { title: 'GAP-TA application', description: 'One application for GAP technical assistance.' };

type Props = { searchParams: Promise<{ id?: string }> };

/** One application (?id=), with its area on a map and the form for staff's decision. */
export default async function AdminGapTaApplicationPage({ searchParams }: Props) {
  const { id: rawId } = await searchParams;
  if (rawId === undefined) {
    const received = await gapTaApplicationsData('received');
    return (
      <div className="container content-page">
        <h1>GAP-TA application</h1>
        <p>
          Choose an application from <Link href="/admin/gap-ta">the list of applications</Link>
          {received.length > 0 ? ', or one of those received and not yet reviewed:' : '.'}
        </p>
        {received.length > 0 && (
          <ul>
            {received.map((application) => (
              <li key={application.id}>
                <Link href={sitePaths.gapTaApplication(application.id)}>{application.project_title}</Link> ({application.organization})
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  const id = z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .safeParse(rawId);
  const application = id.success ? await gapTaApplicationData(id.data) : null;
  if (!application) notFound();
  const area = { type: 'FeatureCollection' as const, features: [{ type: 'Feature' as const, properties: {}, geometry: JSON.parse(application.area_geojson) }] };

  return (
    <div className="container content-page">
      <p className="breadcrumb">
        <Link href="/admin/gap-ta">GAP-TA applications</Link> › Number {application.id}
      </p>
      <h1>{application.project_title}</h1>
      <div className="gap-study__layout">
        <section aria-labelledby="area-heading" className="gap-study__map">
          <h2 id="area-heading">Study area</h2>
          <FeatureMap features={area} label={`Map of the study area of application ${application.id}`} />
        </section>
        <section aria-labelledby="application-heading">
          <h2 id="application-heading">Application</h2>
          <dl className="details-list">
            <dt>Organization</dt>
            <dd>{application.organization}</dd>
            <dt>Locality</dt>
            <dd>{application.locality}</dd>
            <dt>Contact</dt>
            <dd>
              {application.contact_name}, <a href={`mailto:${application.contact_email}`}>{application.contact_email}</a>
              {application.contact_phone ? `, ${application.contact_phone}` : ''}
            </dd>
            <dt>Kind of assistance</dt>
            <dd>{application.component}</dd>
            <dt>Received</dt>
            <dd>{virginiaDateTime(application.created_at)}</dd>
            <dt>Status</dt>
            <dd>
              {application.status}
              {application.updated_by_email ? ` (set by ${application.updated_by_email})` : ''}
            </dd>
          </dl>
          <h3>Description</h3>
          <p className="preserve-lines">{application.project_description}</p>
          <h2>Decision</h2>
          <ApplicationUpdateForm id={application.id} status={application.status} staffNote={application.staff_note} />
        </section>
      </div>
    </div>
  );
}
