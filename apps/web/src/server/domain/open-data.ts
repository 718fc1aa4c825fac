import 'server-only';
import { type BoundingBox, downloadFormats } from '@vtrans/contracts/open-data';
import type { FreightRelease } from '@vtrans/contracts/freight-tabulation';
import { findOpenDataset, listFreightDatasets, listLayerFields, listOpenDatasets, type OpenDataset } from '@vtrans/db';
import { downloadFormatSpecs } from '@vtrans/spatial/export';
import type { FeatureCollection } from 'geojson';
import { readPublic } from '../platform/db';
import { stateOutlinesData } from './explorers';
import { datasetPath, downloadPath } from '@/lib/datasets';
import { featureApiPath } from './feature-api/base';
import { plotSvg } from './plot-svg';
import { siteAddress } from '../http/site-address';

/**
 * The open-data catalog (issue 23): each published layer as a DCAT-US 1.1 dataset — in /data.json,
 * which data.gov and other harvesters read, and as JSON-LD on the dataset's own page — and the
 * data those pages show. Addresses are absolute, from SITE_URL: a catalog names the site's
 * public address, whichever host it was read from.
 */
export const publisher = 'Office of Intermodal Planning and Investment';

/** Where questions about the open data go (DCAT-US contactPoint.hasEmail): the office's data mailbox. */
export const openDataContact = 'vtrans-data@oipi.example.gov';

/** The licence every published layer is offered under (decision 022). */
export const openDataLicence = { name: 'Creative Commons Attribution 4.0 International (CC BY 4.0)', url: 'https://creativecommons.org/licenses/by/4.0/' };

/** The catalog's JSON-LD context: DCAT-US 1.1's own. */
export const dcatUsContext = 'https://project-open-data.cio.gov/v1.1/schema/catalog.jsonld';

export function dcatDataset(dataset: OpenDataset) {
  return {
    '@type': 'dcat:Dataset',
    identifier: siteAddress(datasetPath(dataset.id)),
    title: dataset.name,
    description: dataset.description,
    keyword: [dataset.category, 'VTrans', 'Virginia', 'transportation planning'],
    theme: [dataset.category],
    modified: dataset.updatedAt,
    publisher: { '@type': 'org:Organization', name: publisher },
    // DCAT-US requires hasEmail on contactPoint, as a mailto: address.
    contactPoint: { '@type': 'vcard:Contact', fn: publisher, hasEmail: `mailto:${openDataContact}` },
    accessLevel: 'public',
    license: openDataLicence.url,
    ...(dataset.extent ? { spatial: dataset.extent.map((n) => n.toFixed(6)).join(',') } : {}),
    landingPage: siteAddress(datasetPath(dataset.id)),
    distribution: [
      ...downloadFormats.map((format) => ({
        '@type': 'dcat:Distribution',
        title: `${dataset.name} (${downloadFormatSpecs[format].label})`,
        downloadURL: siteAddress(downloadPath(dataset.id, format)),
        mediaType: downloadFormatSpecs[format].contentType.split(';')[0],
        format: downloadFormatSpecs[format].label,
      })),
      {
        '@type': 'dcat:Distribution',
        title: `${dataset.name} (OGC API – Features)`,
        accessURL: siteAddress(`${featureApiPath}/collections/${dataset.id}`),
        format: 'API',
        conformsTo: 'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
        describedBy: siteAddress(`${featureApiPath}/api`),
        describedByType: 'application/vnd.oai.openapi+json',
      },
    ],
  };
}

/** Every published layer as a dataset. */
export const openDatasetsData = () => readPublic(listOpenDatasets);

/**
 * A freight dataset as a catalog entry (issue 57): its title and description say whose figures
 * they are — FHWA's release, or a generated sample that says it is one — as every page does.
 */
export function dcatFreightDataset(release: FreightRelease) {
  const query = new URLSearchParams({ geography: release.geography, rows: 'commodity_group', columns: 'year' });
  const title = `Freight flows to, from and within Virginia by ${release.geography === 'zone' ? 'FAF zone' : 'state'} (${release.sample ? 'generated sample, not FHWA figures' : `FHWA and BTS, Freight Analysis Framework ${release.name}`})`;
  return {
    '@type': 'dcat:Dataset',
    identifier: siteAddress(`/interactvtrans/data-explorer?dataset=freight&view=table&geography=${release.geography}`),
    title,
    description: `Tons, value and ton-miles of freight by origin, destination, commodity, mode and distance, by year with forecasts, for flows that start or end in Virginia. ${release.source}`,
    keyword: ['freight', 'Freight Analysis Framework', 'Virginia', 'VTrans', ...(release.sample ? ['sample data'] : [])],
    theme: ['Freight'],
    modified: release.importedAt,
    publisher: { '@type': 'org:Organization', name: publisher },
    contactPoint: { '@type': 'vcard:Contact', fn: publisher, hasEmail: `mailto:${openDataContact}` },
    accessLevel: 'public',
    // FHWA's figures are a federal work; the office's own sample is offered as its layers are.
    ...(release.sample ? { license: openDataLicence.url } : { references: ['https://faf.ornl.gov/faf5/'] }),
    landingPage: siteAddress(`/interactvtrans/data-explorer?dataset=freight&view=table&geography=${release.geography}`),
    distribution: [
      {
        '@type': 'dcat:Distribution',
        title: `${title} (CSV, by commodity group and year)`,
        downloadURL: siteAddress(`/api/freight/tabulation/csv?${query}`),
        mediaType: 'text/csv',
        format: 'CSV',
      },
      { '@type': 'dcat:Distribution', title: `${title} (JSON API)`, accessURL: siteAddress(`/api/freight/tabulation?${query}`), format: 'API' },
    ],
  };
}

/** The whole catalog, as /data.json serves it: the published layers, then the freight datasets. */
export async function dataCatalog() {
  const [datasets, freight] = await Promise.all([openDatasetsData(), readPublic(listFreightDatasets)]);
  return {
    '@context': dcatUsContext,
    '@id': siteAddress('/data.json'),
    '@type': 'dcat:Catalog',
    conformsTo: 'https://project-open-data.cio.gov/v1.1/schema',
    describedBy: 'https://project-open-data.cio.gov/v1.1/schema/catalog.json',
    dataset: [...datasets.map(dcatDataset), ...freight.map(dcatFreightDataset)],
  };
}

/** Everything a dataset's page shows, or null when no such layer is published. */
export async function datasetPageData(id: string) {
  const dataset = await readPublic(findOpenDataset, id);
  if (!dataset) return null;
  const [fields, outlines] = await Promise.all([readPublic(listLayerFields, id), stateOutlinesData()]);
  return { dataset, fields, outlines };
}

/**
 * A small map of a dataset's extent: its bounding box over the states' outlines, framed around
 * the box, drawn on the server as SVG (no map library for one rectangle).
 */
export function extentMapSvg(extent: BoundingBox, outlines: FeatureCollection): string {
  const [west, south, east, north] = extent;
  // Rings run clockwise, as d3-geo takes a polygon's outside (the other way round is the whole globe but the box).
  const ring = (w: number, s: number, e: number, n: number) => [
    [w, s],
    [w, n],
    [e, n],
    [e, s],
    [w, s],
  ];
  const box = { type: 'Feature' as const, properties: {}, geometry: { type: 'Polygon' as const, coordinates: [ring(west, south, east, north)] } };
  const padX = Math.max((east - west) * 0.25, 0.5);
  const padY = Math.max((north - south) * 0.25, 0.5);
  const frame = {
    type: 'Feature' as const,
    properties: {},
    geometry: { type: 'Polygon' as const, coordinates: [ring(west - padX, south - padY, east + padX, north + padY)] },
  };
  return plotSvg((plot) => ({
    width: 360,
    height: 240,
    projection: { type: 'mercator', domain: frame },
    marks: [
      plot.frame({ stroke: '#71767a' }),
      plot.geo(outlines, { fill: '#f0f0f0', stroke: '#71767a', strokeWidth: 0.75 }),
      plot.geo(box, { fill: '#5e2c8a', fillOpacity: 0.15, stroke: '#5e2c8a', strokeWidth: 2 }),
    ],
  }));
}
