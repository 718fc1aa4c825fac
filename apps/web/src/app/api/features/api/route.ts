import { FeatureApiQuery } from '@vtrans/contracts/open-data';
import { answersHtml } from '@/server/domain/feature-api/answers';
import { listCollections } from '@/server/domain/feature-api/collections';
import { openApiAnswer } from '@/server/domain/feature-api/openapi';
import { withRoute } from '@/server/http/route';

// GET /api/features/api — the feature API's OpenAPI 3.0 definition.
export const GET = withRoute({ query: FeatureApiQuery }, async ({ request, query }) =>
  openApiAnswer(
    request,
    (await listCollections()).map((collection) => collection.id),
    answersHtml(request, query.f),
  ),
);
