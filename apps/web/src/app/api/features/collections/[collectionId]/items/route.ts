import { CollectionParams, ItemsQuery } from '@vtrans/contracts/open-data';
import { answersHtml, itemsAnswer } from '@/server/domain/feature-api/answers';
import { collectionItems, findCollection } from '@/server/domain/feature-api/collections';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/features/collections/{collectionId}/items?limit&offset&bbox&datetime&f — a page of
// features as GeoJSON (or HTML), with numberMatched and next/prev links.
export const GET = withRoute({ params: CollectionParams, query: ItemsQuery }, async ({ request, params, query }) => {
  const html = answersHtml(request, query.f);
  // Only the HTML answer shows the collection's title; finding it counts the features, so JSON skips it.
  const [collection, page] = await Promise.all([html ? findCollection(params.collectionId) : null, collectionItems(params.collectionId, query)]);
  if (!page) return envelope(404, null, `No collection "${params.collectionId}".`);
  return itemsAnswer(request, collection ?? { id: params.collectionId, title: params.collectionId }, query, page, html);
});
