import { FeatureApiQuery } from '@vtrans/contracts/open-data';
import { answersHtml, collectionsAnswer } from '@/server/feature-api/answers';
import { listCollections } from '@/server/feature-api/collections';
import { withRoute } from '@/server/route';

// GET /api/features/collections — every published layer, and the public comments.
export const GET = withRoute({ query: FeatureApiQuery }, async ({ request, query }) =>
  collectionsAnswer(request, await listCollections(), answersHtml(request, query.f)),
);
