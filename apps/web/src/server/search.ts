import 'server-only';
import type { SearchQuery } from '@vtrans/contracts/search';
import { searchSite } from '@vtrans/db';
import { readPublic } from './db';

/** The site search's answer for one query (pages and documents, ranked). */
export const searchData = (query: SearchQuery) => readPublic(searchSite, query);
