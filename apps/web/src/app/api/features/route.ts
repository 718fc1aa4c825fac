import { FeatureApiQuery } from '@vtrans/contracts/open-data';
import { answersHtml, landingAnswer } from '@/server/domain/feature-api/answers';
import { withRoute } from '@/server/http/route';

// GET /api/features — the OGC API – Features landing page (issue 23, decision 022).
export const GET = withRoute({ query: FeatureApiQuery }, async ({ request, query }) => landingAnswer(request, answersHtml(request, query.f)));
