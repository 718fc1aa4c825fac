import { programUpdatesFeed } from '@/server/feeds';
import { withRoute } from '@/server/route';

// GET /get-involved/program-updates/feed.xml — the newest program updates as an Atom feed.
export const GET = withRoute({}, async () => new Response(await programUpdatesFeed(), { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } }));
