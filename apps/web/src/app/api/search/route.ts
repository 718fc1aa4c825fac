import { SearchQuery } from '@vtrans/contracts/search';
import { searchSite } from '@vtrans/db';
import { envelope, withRoute } from '@/server/route';

// GET /api/search?searchString&matchWholePhrase&includeSources[&page] — site search: ranked
// results with highlighted snippets, counts per source, one page at a time. An empty or
// over-long searchString is a 400 naming it.
export const GET = withRoute({ query: SearchQuery }, async ({ query, db }) => envelope(200, await searchSite(db, query)));
