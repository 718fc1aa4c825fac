import { FeatureApiQuery } from '@vtrans/contracts/open-data';
import { answersHtml, conformanceAnswer } from '@/server/domain/feature-api/answers';
import { withRoute } from '@/server/http/route';

// GET /api/features/conformance — the conformance classes the feature API implements.
export const GET = withRoute({ query: FeatureApiQuery }, async ({ request, query }) => conformanceAnswer(request, answersHtml(request, query.f)));
