import { byTheNumbersData } from '@/server/domain/content-api';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/by-the-numbers — Virginia transportation by the numbers.
export const GET = withRoute({}, async () => envelope(200, await byTheNumbersData()));
