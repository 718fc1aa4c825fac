import 'server-only';
import { downloadFormats, type FeatureApiFormat, type ItemsQuery } from '@vtrans/contracts/open-data';
import { downloadFormatSpecs } from '@vtrans/spatial/export';
import { datasetPath, downloadPath } from '@/lib/datasets';
import { apiBase } from './base';
import type { ItemsPage } from '@vtrans/db';
import type { Collection } from './collections';
import { htmlAnswer, type HtmlSection } from './html';

/**
 * The documents of the OGC API – Features endpoints (Part 1 Core, with GeoJSON, HTML and OpenAPI
 * 3.0), as JSON or HTML. Links are absolute and built from the request's own origin, so a client
 * following them stays on the host it called (the catalog's data.json uses SITE_URL instead).
 */
export const conformanceClasses = [
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/html',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30',
];

const crs84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';
const openApiType = 'application/vnd.oai.openapi+json;version=3.0';

export interface Link {
  href: string;
  rel: string;
  type: string;
  title: string;
}

/** HTML when asked by `f=html`, or by an Accept header that names HTML before any JSON (a browser). */
export function answersHtml(request: Request, format: FeatureApiFormat | undefined): boolean {
  if (format) return format === 'html';
  const accept = request.headers.get('accept') ?? '';
  const html = accept.indexOf('text/html');
  const json = accept.search(/application\/(geo\+)?json/);
  return html !== -1 && (json === -1 || html < json);
}

/** The address with `f` set, and its other parameters kept. */
function withFormat(href: string, format: FeatureApiFormat): string {
  const url = new URL(href);
  url.searchParams.set('f', format);
  return url.toString();
}

/** A resource's self and alternate links, for the format it is answered in. */
function selfLinks(href: string, json: { type: string; title: string }, html: boolean): Link[] {
  const jsonName = json.type === 'application/geo+json' ? 'GeoJSON' : 'JSON';
  const asJson = { href: withFormat(href, 'json'), type: json.type, title: `${json.title} as ${jsonName}` };
  const asHtml = { href: withFormat(href, 'html'), type: 'text/html', title: `${json.title} as HTML` };
  return html
    ? [
        { ...asHtml, rel: 'self' },
        { ...asJson, rel: 'alternate' },
      ]
    : [
        { ...asJson, rel: 'self' },
        { ...asHtml, rel: 'alternate' },
      ];
}

function jsonAnswer(body: unknown, contentType = 'application/json'): Response {
  return new Response(JSON.stringify(body), { headers: { 'content-type': contentType, 'cache-control': 'public, no-cache' } });
}

export function landingAnswer(request: Request, html: boolean): Response {
  const base = apiBase(request);
  const links: Link[] = [
    ...selfLinks(base, { type: 'application/json', title: 'This document' }, html),
    { href: `${base}/api`, rel: 'service-desc', type: openApiType, title: 'The API definition (OpenAPI 3.0)' },
    { href: `${base}/api?f=html`, rel: 'service-doc', type: 'text/html', title: 'The API definition, readable' },
    { href: `${base}/conformance`, rel: 'conformance', type: 'application/json', title: 'Conformance classes this API implements' },
    { href: `${base}/collections`, rel: 'data', type: 'application/json', title: 'The collections' },
  ];
  const title = 'VTrans open data: OGC API – Features';
  const description =
    'The published layers of the InteractVTrans Map Explorer and the public comments on it, as an OGC API – Features service (Part 1, Core). GIS software such as QGIS, ArcGIS Pro and GDAL reads it directly.';
  if (!html) return jsonAnswer({ title, description, links });
  return htmlAnswer(title, [
    { paragraphs: [description] },
    {
      heading: 'Resources',
      links: links.filter((link) => link.rel !== 'self' && link.type !== openApiType).map((link) => ({ href: link.href, text: link.title })),
    },
  ]);
}

export function conformanceAnswer(request: Request, html: boolean): Response {
  if (!html) return jsonAnswer({ conformsTo: conformanceClasses });
  return htmlAnswer('Conformance classes', [{ list: conformanceClasses }]);
}

function collectionDocument(base: string, collection: Collection) {
  const items = `${base}/collections/${collection.id}/items`;
  const downloads: Link[] = collection.dataset
    ? downloadFormats.map((format) => ({
        href: `${new URL(base).origin}${downloadPath(collection.id, format)}`,
        rel: 'enclosure',
        type: downloadFormatSpecs[format].contentType,
        title: `The whole dataset as ${downloadFormatSpecs[format].label}`,
      }))
    : [];
  const page: Link[] = collection.dataset
    ? [{ href: `${new URL(base).origin}${datasetPath(collection.id)}`, rel: 'describedby', type: 'text/html', title: 'About this dataset' }]
    : [];
  return {
    id: collection.id,
    title: collection.title,
    description: collection.description,
    itemType: 'feature',
    crs: [crs84],
    ...(collection.extent ? { extent: { spatial: { bbox: [collection.extent], crs: crs84 } } } : {}),
    links: [
      { href: `${base}/collections/${collection.id}`, rel: 'self', type: 'application/json', title: 'This collection' },
      { href: items, rel: 'items', type: 'application/geo+json', title: 'Its features (GeoJSON)' },
      { href: `${items}?f=html`, rel: 'items', type: 'text/html', title: 'Its features (HTML)' },
      ...page,
      ...downloads,
    ] satisfies Link[],
  };
}

export function collectionsAnswer(request: Request, collections: Collection[], html: boolean): Response {
  const base = apiBase(request);
  const documents = collections.map((collection) => collectionDocument(base, collection));
  const links = selfLinks(`${base}/collections`, { type: 'application/json', title: 'The collections' }, html);
  if (!html) return jsonAnswer({ links, collections: documents });
  return htmlAnswer('Collections', [
    {
      table: {
        caption: 'Collections of features',
        head: ['Collection', 'Description', 'Features'],
        rows: documents.map((document) => [
          { href: `${base}/collections/${document.id}?f=html`, text: document.title },
          document.description,
          { href: `${base}/collections/${document.id}/items?f=html`, text: 'Browse its features' },
        ]),
      },
    },
  ]);
}

export function collectionAnswer(request: Request, collection: Collection, html: boolean): Response {
  const document = collectionDocument(apiBase(request), collection);
  if (!html) return jsonAnswer(document);
  const sections: HtmlSection[] = [{ paragraphs: [collection.description] }];
  if (collection.extent) sections.push({ paragraphs: [`Extent (WGS 84, west, south, east, north): ${collection.extent.map((n) => n.toFixed(4)).join(', ')}`] });
  sections.push({ heading: 'Links', links: document.links.filter((link) => link.rel !== 'self').map((link) => ({ href: link.href, text: link.title })) });
  return htmlAnswer(collection.title, sections);
}

/** The items page's address with other `offset`, for next and previous links. */
function pageHref(request: Request, offset: number, format: FeatureApiFormat): string {
  const url = new URL(request.url);
  url.searchParams.set('offset', String(offset));
  url.searchParams.set('f', format);
  return url.toString();
}

/** `collection` needs only its id and title: the JSON answer names no more, so the route reads no more. */
export function itemsAnswer(request: Request, collection: Pick<Collection, 'id' | 'title'>, query: ItemsQuery, page: ItemsPage, html: boolean): Response {
  const format: FeatureApiFormat = html ? 'html' : 'json';
  const paging: Link[] = [];
  if (query.offset + page.returned < page.matched) {
    paging.push({
      href: pageHref(request, query.offset + query.limit, format),
      rel: 'next',
      type: html ? 'text/html' : 'application/geo+json',
      title: 'Next page',
    });
  }
  if (query.offset > 0) {
    paging.push({
      href: pageHref(request, Math.max(0, query.offset - query.limit), format),
      rel: 'prev',
      type: html ? 'text/html' : 'application/geo+json',
      title: 'Previous page',
    });
  }
  const links = [
    ...selfLinks(request.url, { type: 'application/geo+json', title: 'This page of features' }, html),
    ...paging,
    { href: `${apiBase(request)}/collections/${collection.id}`, rel: 'collection', type: 'application/json', title: collection.title },
  ];
  if (!html) {
    // The features are JSON text from the database, placed as they are: never parsed and re-written here.
    const head = JSON.stringify({
      type: 'FeatureCollection',
      numberMatched: page.matched,
      numberReturned: page.returned,
      timeStamp: new Date().toISOString(),
      links,
    });
    return new Response(`${head.slice(0, -1)},"features":${page.featuresJson}}`, {
      headers: { 'content-type': 'application/geo+json', 'cache-control': 'public, no-cache' },
    });
  }
  const features = JSON.parse(page.featuresJson) as { id: string | number; properties: Record<string, unknown> | null }[];
  const names = [...new Set(features.flatMap((feature) => Object.keys(feature.properties ?? {})))];
  const shown = `Features ${page.returned === 0 ? 0 : query.offset + 1} to ${query.offset + page.returned} of ${page.matched}.`;
  return htmlAnswer(`${collection.title}: features`, [
    { paragraphs: [shown] },
    {
      table: {
        caption: `${collection.title}, features ${query.offset + 1} to ${query.offset + page.returned}`,
        head: ['Feature', ...names],
        rows: features.map((feature) => [
          { href: `${apiBase(request)}/collections/${collection.id}/items/${encodeURIComponent(String(feature.id))}?f=html`, text: String(feature.id) },
          ...names.map((name) => textOf(feature.properties?.[name])),
        ]),
      },
    },
    { heading: 'More', links: links.filter((link) => link.rel !== 'self').map((link) => ({ href: link.href, text: link.title })) },
  ]);
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function itemAnswer(request: Request, collection: Collection, featureJson: string, html: boolean): Response {
  const base = apiBase(request);
  const feature = JSON.parse(featureJson) as { id: string | number; properties: Record<string, unknown> | null };
  const href = `${base}/collections/${collection.id}/items/${encodeURIComponent(String(feature.id))}`;
  const links = [
    ...selfLinks(href, { type: 'application/geo+json', title: 'This feature' }, html),
    { href: `${base}/collections/${collection.id}`, rel: 'collection', type: 'application/json', title: collection.title },
  ];
  if (!html) {
    return new Response(`${featureJson.slice(0, -1)},"links":${JSON.stringify(links)}}`, {
      headers: { 'content-type': 'application/geo+json', 'cache-control': 'public, no-cache' },
    });
  }
  return htmlAnswer(`${collection.title}: feature ${feature.id}`, [
    {
      table: {
        caption: 'Its properties',
        head: ['Property', 'Value'],
        rows: Object.entries(feature.properties ?? {}).map(([name, value]) => [name, textOf(value)]),
      },
    },
    { heading: 'More', links: links.filter((link) => link.rel !== 'self').map((link) => ({ href: link.href, text: link.title })) },
  ]);
}
