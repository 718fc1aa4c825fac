import { surveyTimelineData } from '@/server/domain/content-api';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/survey-timeline — milestones of the biennial survey.
export const GET = withRoute({}, async () => envelope(200, await surveyTimelineData()));
