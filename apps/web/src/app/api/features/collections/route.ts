import { FeatureApiQuery } from '@vtrans/contracts/open-data';
import { answersHtml, collectionsAnswer } from '@/server/domain/feature-api/answers';
import { listCollections } from '@/server/domain/feature-api/collections';
import { withRoute } from '@/server/http/route';

// GET /api/features/collections — every published layer, and the public comments.
export const GET = withRoute({ query: FeatureApiQuery }, async ({ request, query }) =>
  collectionsAnswer(request, await listCollections(), answersHtml(request, query.f)),
);
