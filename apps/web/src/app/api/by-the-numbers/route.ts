import { byTheNumbersData } from '@/server/content-api';
import { envelope, withRoute } from '@/server/route';

// GET /api/by-the-numbers — Virginia transportation by the numbers.
export const GET = withRoute({}, async () => envelope(200, await byTheNumbersData()));
