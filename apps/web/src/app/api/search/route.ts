import { SearchQuery } from '@vtrans/contracts/search';
import { searchSite } from '@vtrans/db';
import { searchAttempt } from '@/server/auth/rate-limit';
import { noteForInsights } from '@/server/domain/search';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/search?searchString&matchWholePhrase&includeSources[&page&tag&year&type] — site
// search: ranked results with highlighted snippets, counts per source, documents' counts by tag,
// year and file type (narrowed by tag, year, type), one page at a time, and the nearest spelling
// of an unknown word. An empty or over-long searchString is a 400 naming it; more
// searches from one address than SEARCH_RATE_PER_MINUTE is a 429 with Retry-After.
export const GET = withRoute(
  { query: SearchQuery, limited: { attempt: searchAttempt, message: 'Too many searches from here just now. Please try again in a minute.' } },
  async ({ query, db }) => {
    const answer = await searchSite(db, query);
    await noteForInsights(query, answer);
    return envelope(200, answer);
  },
);
