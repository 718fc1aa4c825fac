import { FeatureApiQuery, FeatureParams } from '@vtrans/contracts/open-data';
import { answersHtml, itemAnswer } from '@/server/domain/feature-api/answers';
import { collectionItem, findCollection } from '@/server/domain/feature-api/collections';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/features/collections/{collectionId}/items/{featureId} — one feature.
export const GET = withRoute({ params: FeatureParams, query: FeatureApiQuery }, async ({ request, params, query }) => {
  const [collection, feature] = await Promise.all([findCollection(params.collectionId), collectionItem(params.collectionId, params.featureId)]);
  if (!collection || !feature) return envelope(404, null, `No feature "${params.featureId}" in "${params.collectionId}".`);
  return itemAnswer(request, collection, feature, answersHtml(request, query.f));
});
