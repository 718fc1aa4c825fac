import { CollectionParams, FeatureApiQuery } from '@vtrans/contracts/open-data';
import { answersHtml, collectionAnswer } from '@/server/domain/feature-api/answers';
import { findCollection } from '@/server/domain/feature-api/collections';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/features/collections/{collectionId} — one collection: its extent and links.
export const GET = withRoute({ params: CollectionParams, query: FeatureApiQuery }, async ({ request, params, query }) => {
  const collection = await findCollection(params.collectionId);
  if (!collection) return envelope(404, null, `No collection "${params.collectionId}".`);
  return collectionAnswer(request, collection, answersHtml(request, query.f));
});
