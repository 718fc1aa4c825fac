import 'server-only';
import { itemsDefaultLimit, itemsMaxLimit, itemsMaxOffset } from '@vtrans/contracts/open-data';
import { apiBase } from './base';
import { htmlAnswer } from './html';

/**
 * The API definition the OGC "oas30" conformance class requires: every path, its parameters and
 * its answers, with the collection ids listed (they change when a layer is published).
 */
function definition(base: string, collectionIds: string[]) {
  const format = {
    name: 'f',
    in: 'query',
    required: false,
    description: 'The answer format: json (GeoJSON or JSON) or html.',
    schema: { type: 'string', enum: ['json', 'html'] },
  };
  const collectionId = {
    name: 'collectionId',
    in: 'path',
    required: true,
    description: 'A collection: a published layer, or comments.',
    schema: { type: 'string', enum: collectionIds },
  };
  const json = (description: string, type = 'application/json') => ({
    description,
    content: { [type]: { schema: { type: 'object' } }, 'text/html': { schema: { type: 'string' } } },
  });
  const errors = { '400': { description: 'A parameter is not valid; the message names it.' }, '404': { description: 'No such collection or feature.' } };
  return {
    openapi: '3.0.3',
    info: {
      title: 'VTrans open data: OGC API – Features',
      version: '1.0.0',
      description: 'Published layers of the InteractVTrans Map Explorer and the public comments on it.',
      contact: { name: 'Office of Intermodal Planning and Investment', url: `${new URL(base).origin}/get-involved/contact-us` },
    },
    servers: [{ url: base }],
    paths: {
      '/': {
        get: {
          operationId: 'landingPage',
          summary: 'Landing page',
          parameters: [format],
          responses: { '200': json('Links to the API definition, conformance and collections.') },
        },
      },
      '/conformance': {
        get: {
          operationId: 'conformance',
          summary: 'Conformance classes',
          parameters: [format],
          responses: { '200': json('The conformance classes implemented.') },
        },
      },
      '/api': {
        get: {
          operationId: 'apiDefinition',
          summary: 'This definition',
          parameters: [format],
          responses: { '200': { description: 'OpenAPI 3.0', content: { 'application/vnd.oai.openapi+json;version=3.0': { schema: { type: 'object' } } } } },
        },
      },
      '/collections': {
        get: {
          operationId: 'collections',
          summary: 'The collections',
          parameters: [format],
          responses: { '200': json('Every collection, with its extent and links.') },
        },
      },
      '/collections/{collectionId}': {
        get: {
          operationId: 'collection',
          summary: 'One collection',
          parameters: [collectionId, format],
          responses: { '200': json('The collection.'), ...errors },
        },
      },
      '/collections/{collectionId}/items': {
        get: {
          operationId: 'items',
          summary: 'A page of a collection’s features',
          parameters: [
            collectionId,
            {
              name: 'limit',
              in: 'query',
              required: false,
              style: 'form',
              explode: false,
              schema: { type: 'integer', minimum: 1, maximum: itemsMaxLimit, default: itemsDefaultLimit },
            },
            { name: 'offset', in: 'query', required: false, schema: { type: 'integer', minimum: 0, maximum: itemsMaxOffset, default: 0 } },
            {
              name: 'bbox',
              in: 'query',
              required: false,
              style: 'form',
              explode: false,
              description: 'West, south, east, north in WGS 84 longitude and latitude.',
              schema: { type: 'array', minItems: 4, maxItems: 4, items: { type: 'number' } },
            },
            {
              name: 'datetime',
              in: 'query',
              required: false,
              style: 'form',
              explode: false,
              description:
                'A date or an interval (start/end, ".." for an open end), matched against the day a comment was posted or a layer’s first date field.',
              schema: { type: 'string' },
            },
            format,
          ],
          responses: { '200': json('The features, with next and previous links.', 'application/geo+json'), ...errors },
        },
      },
      '/collections/{collectionId}/items/{featureId}': {
        get: {
          operationId: 'item',
          summary: 'One feature',
          parameters: [collectionId, { name: 'featureId', in: 'path', required: true, schema: { type: 'string' } }, format],
          responses: { '200': json('The feature.', 'application/geo+json'), ...errors },
        },
      },
    },
  };
}

export function openApiAnswer(request: Request, collectionIds: string[], html: boolean): Response {
  const document = definition(apiBase(request), collectionIds);
  if (!html) {
    return new Response(JSON.stringify(document), {
      headers: { 'content-type': 'application/vnd.oai.openapi+json;version=3.0', 'cache-control': 'public, no-cache' },
    });
  }
  return htmlAnswer('API definition', [
    { paragraphs: [document.info.description, `Base address: ${document.servers[0]!.url}`] },
    {
      table: {
        caption: 'Paths',
        head: ['Path', 'What it answers'],
        rows: Object.entries(document.paths).map(([path, item]) => [path, item.get.summary]),
      },
    },
  ]);
}
