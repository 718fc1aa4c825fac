import 'server-only';
import { contentRoles } from '@vtrans/contracts/content-editing';
import { listSearchInsights, listSynonymGroups } from '@vtrans/db';
import { readForRole } from '../viewer';

// What the search settings page reads (issue 42): the synonym groups editors keep, and what people search for.
export const synonymGroupsData = () => readForRole(contentRoles, (db) => listSynonymGroups(db));

/** The last eight weeks of searches: top queries and those that found nothing. */
export const searchInsightsData = () => readForRole(contentRoles, (db) => listSearchInsights(db));
