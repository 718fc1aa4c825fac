import { whatsNewData } from '@/server/domain/content-api';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/whats-new — What's New items, newest first.
export const GET = withRoute({}, async () => envelope(200, await whatsNewData()));
