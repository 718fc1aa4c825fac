import { LayerId } from '@vtrans/contracts/map';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { featureApiPath } from '@/server/domain/feature-api/base';
import { siteAddress } from '@/server/http/site-address';
import { DownloadLinks } from '@/components/open-data/download-links';
import { shapesDescription } from '@/lib/datasets';
import { datasetPageData, dcatDataset, dcatUsContext, extentMapSvg, openDataLicence } from '@/server/domain/open-data';

type Props = { params: Promise<{ layer: string }> };

const fieldTypeNames = { integer: 'Whole number', number: 'Number', boolean: 'Yes or no', date: 'Date (YYYY-MM-DD)', text: 'Text' } as const;

async function loadDataset(params: Props['params']) {
  const { layer } = await params;
  const data = LayerId.safeParse(layer).success ? await datasetPageData(layer) : null;
  if (!data) notFound();
  return data;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { dataset } = await loadDataset(params);
  return { title: `${dataset.name} (dataset)`, description: dataset.description };
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' });

/** A published layer as open data (issue 23): what it is, where it came from, its fields, and every way to get it. */
export default async function DatasetPage({ params }: Props) {
  const { dataset, fields, outlines } = await loadDataset(params);
  const shapes = shapesDescription(dataset.shapes, dataset.geometryType);
  const kinds = Object.values(dataset.shapes).filter((count) => count > 0).length;
  const jsonLd = { '@context': dcatUsContext, ...dcatDataset(dataset) };
  const extent = dataset.extent;
  return (
    <div className="container content-page dataset-page">
      <p>
        <Link href="/interactvtrans/available-datasets">All available datasets</Link>
      </p>
      <h1>{dataset.name}</h1>
      <p className="lead">{dataset.description}</p>
      <dl className="dataset-facts">
        <dt>Source</dt>
        <dd>{dataset.source}</dd>
        <dt>Category</dt>
        <dd>{dataset.category}</dd>
        <dt>Licence</dt>
        <dd>
          <a href={openDataLicence.url}>{openDataLicence.name}</a>
        </dd>
        <dt>Last updated</dt>
        <dd>
          <time dateTime={dataset.updatedAt}>{longDate.format(new Date(dataset.updatedAt))}</time>
        </dd>
        <dt>Features</dt>
        <dd>{`${dataset.featureCount.toLocaleString('en-US')}${kinds > 1 ? `: ${shapes}` : ` (${shapes})`}`}</dd>
        <dt>Coordinate system</dt>
        <dd>WGS 84 longitude and latitude (EPSG:4326)</dd>
      </dl>

      {extent && (
        <figure className="dataset-extent">
          <div
            className="plot-figure"
            role="img"
            aria-label={`Map of the dataset's extent, a box over Virginia and its neighbours`}
            dangerouslySetInnerHTML={{ __html: extentMapSvg(extent, outlines) }}
          />
          <figcaption>
            Extent: west {extent[0].toFixed(4)}, south {extent[1].toFixed(4)}, east {extent[2].toFixed(4)}, north {extent[3].toFixed(4)} (degrees).
          </figcaption>
        </figure>
      )}

      <h2>Download</h2>
      <DownloadLinks id={dataset.id} name={dataset.name} className="dataset-downloads" sizes={dataset.downloadSizes} failed={dataset.downloadsFailed} />
      <p>Each file holds every feature with the fields below, in WGS 84. A Shapefile holds one file per kind of shape.</p>

      <h2>Fields</h2>
      {fields.length === 0 ? (
        <p>The features carry no fields beyond their shape.</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={`Fields of ${dataset.name}`} tabIndex={0}>
          <table className="data-table">
            <caption>Fields of {dataset.name}</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Type</th>
                <th scope="col">Example value</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field) => (
                <tr key={field.name}>
                  <th scope="row">
                    <code>{field.name}</code>
                  </th>
                  <td>{fieldTypeNames[field.type]}</td>
                  <td>{field.sample ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>Use it in GIS software</h2>
      <p>
        QGIS, ArcGIS Pro and GDAL read this dataset directly from our{' '}
        <a href={`${featureApiPath}/collections/${dataset.id}?f=html`}>OGC API – Features collection</a>. For a new connection, give the address{' '}
        <code>{siteAddress(featureApiPath)}</code>.
      </p>
      <p>
        <Link href={`/interactvtrans/map-explorer?layer=${dataset.id}`}>See it in the Map Explorer</Link> ·{' '}
        <a href="/data.json">The whole catalog (DCAT-US data.json)</a>
      </p>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
    </div>
  );
}
