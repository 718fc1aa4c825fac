import Link from 'next/link';
import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';
import { publishedLayersData } from '@/server/domain/explorers';
import { featureApiPath } from '@/server/domain/feature-api/base';
import { DownloadLinks } from '@/components/open-data/download-links';
import { datasetPath, shapesDescription } from '@/lib/datasets';
import { openDataLicence } from '@/server/domain/open-data';

const route = '/interactvtrans/available-datasets';

export const generateMetadata = () => pageMetadata(route);

export default async function AvailableDatasetsPage() {
  const layers = await publishedLayersData();
  return (
    <ContentPage route={route}>
      <div className="table-scroll" role="region" aria-label="Datasets in the Map Explorer" tabIndex={0}>
        <table className="data-table">
          <caption>Datasets in the Map Explorer</caption>
          <thead>
            <tr>
              <th scope="col">Dataset</th>
              <th scope="col">Category</th>
              <th scope="col">Shapes</th>
              <th scope="col">Source</th>
              <th scope="col">Download</th>
              <th scope="col">Vector tiles</th>
            </tr>
          </thead>
          <tbody>
            {layers.map((layer) => (
              <tr key={layer.id}>
                <th scope="row">
                  <Link href={datasetPath(layer.id)}>{layer.name}</Link>
                  <span className="dataset-description">{layer.description}</span>
                </th>
                <td>{layer.category}</td>
                <td>{shapesDescription(layer.shape_counts, layer.geometry_type)}</td>
                <td>{layer.source}</td>
                <td>
                  <DownloadLinks id={layer.id} name={layer.name} className="dataset-formats" sizes={layer.download_sizes} failed={layer.downloads_failed} />
                </td>
                <td>
                  <code>{`/api/map-explorer/tiles/${layer.id}/{z}/{x}/{y}`}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <Link href="/interactvtrans/map-explorer">Open the Map Explorer</Link> to see these datasets on a map.
      </p>
      <h2>For GIS software and data catalogs</h2>
      <p>
        Every dataset here, and the public comments, is also served as an <a href={`${featureApiPath}?f=html`}>OGC API – Features service</a>, which QGIS,
        ArcGIS Pro and GDAL connect to directly. The <a href="/data.json">catalog in DCAT-US format (data.json)</a> describes them for data portals such as
        data.gov. The data is offered under the <a href={openDataLicence.url}>{openDataLicence.name}</a> licence.
      </p>
    </ContentPage>
  );
}
