import 'server-only';
import type { SearchAnswer, SearchQuery } from '@vtrans/contracts/search';
import { noteSearch, searchSite } from '@vtrans/db';
import { db, readPublic } from '../platform/db';
import { logger } from '../platform/logger';

/**
 * Notes a search's first page for staff insights (issue 42): the words and whether they found
 * anything, never who asked. A failure to note is logged and never fails the search.
 */
export async function noteForInsights(query: SearchQuery, answer: SearchAnswer): Promise<void> {
  if (query.page !== 1) return;
  try {
    await noteSearch(db(), query.searchString, answer.total);
  } catch (error) {
    logger().warn({ err: error }, 'search not noted for insights');
  }
}

/** The site search's answer for one query (pages and documents, ranked), noted for insights. */
export async function searchData(query: SearchQuery): Promise<SearchAnswer> {
  const answer = await readPublic(searchSite, query);
  await noteForInsights(query, answer);
  return answer;
}
