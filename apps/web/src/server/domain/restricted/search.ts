import 'server-only';
import { contentRoles } from '@vtrans/contracts/content-editing';
import { listSearchInsights, listSynonymChanges, listSynonymGroups, synonymListVersion } from '@vtrans/db';
import { readForRole } from '../../auth/viewer';

// What the search settings page reads (issue 42): the synonym groups editors keep, and what people search for.
export const synonymGroupsData = () =>
  readForRole(contentRoles, async (db) => {
    const [groups, version, changes] = await Promise.all([listSynonymGroups(db), synonymListVersion(db), listSynonymChanges(db)]);
    return { groups, version: version.version, changes };
  });

/** The last eight weeks of searches: top queries and those that found nothing. */
export const searchInsightsData = () => readForRole(contentRoles, (db) => listSearchInsights(db));
