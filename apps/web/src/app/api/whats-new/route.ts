import { whatsNewData } from '@/server/content-api';
import { envelope, withRoute } from '@/server/route';

// GET /api/whats-new — What's New items, newest first.
export const GET = withRoute({}, async () => envelope(200, await whatsNewData()));
