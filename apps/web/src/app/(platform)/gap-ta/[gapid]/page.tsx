import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { FeatureMap } from '@/components/feature-map';
import { gapTaStudyData } from '@/server/domain/content-api';

type Props = { params: Promise<{ gapid: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const study = await gapTaStudyData((await params).gapid);
  if (!study) return { title: 'Study not found' };
  return { title: study.title, description: study.summary };
}

/** A GAP-TA study: its area on a map, its details, and its documents. */
export default async function GapTaStudyPage({ params }: Props) {
  const { gapid } = await params;
  const study = await gapTaStudyData(gapid);
  if (!study) notFound();
  const area = { type: 'FeatureCollection' as const, features: [{ type: 'Feature' as const, properties: { title: study.title }, geometry: study.area }] };

  return (
    <div className="container gap-study">
      <p className="breadcrumb">
        <Link href="/about/gap-ta">GAP Technical Assistance</Link> › Studies
      </p>
      <h1>{study.title}</h1>
      <div className="gap-study__layout">
        <section aria-labelledby="study-area-heading" className="gap-study__map">
          <h2 id="study-area-heading">Study area</h2>
          <FeatureMap features={area} label={`Map of the study area of ${study.title}, in ${study.locality}`} />
        </section>
        <section aria-labelledby="study-details-heading">
          <h2 id="study-details-heading">About the study</h2>
          <p>{study.summary}</p>
          <dl className="details-list">
            <dt>Locality</dt>
            <dd>{study.locality}</dd>
            <dt>Fiscal year</dt>
            <dd>FY{String(study.fiscalYear).slice(-2)}</dd>
            <dt>Kind of assistance</dt>
            <dd>{study.component}</dd>
            <dt>Status</dt>
            <dd>{study.status}</dd>
          </dl>
          <h2>Documents</h2>
          <ul>
            {study.documents.map((document) => (
              <li key={document.href}>
                <a href={document.href}>{document.title}</a>
              </li>
            ))}
            <li>
              <a href={`/gap-ta/${study.id}/area`} download={`${study.id}-area.geojson`}>
                Study area (GeoJSON, for GIS)
              </a>
            </li>
          </ul>
          <p>
            Interested in assistance for your community? <Link href="/gap-ta/application">Apply for GAP-TA</Link>.
          </p>
        </section>
      </div>
    </div>
  );
}
