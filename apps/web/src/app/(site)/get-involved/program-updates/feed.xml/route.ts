import { programUpdatesFeed } from '@/server/domain/feeds';
import { withRoute } from '@/server/http/route';

// GET /get-involved/program-updates/feed.xml — the newest program updates as an Atom feed.
export const GET = withRoute({}, async () => new Response(await programUpdatesFeed(), { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } }));
