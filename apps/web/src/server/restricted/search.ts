import 'server-only';
import { contentRoles } from '@vtrans/contracts/content-editing';
import { listSynonymGroups } from '@vtrans/db';
import { readForRole } from '../viewer';

// What the search settings page reads (issue 42): the synonym groups editors keep.
export const synonymGroupsData = () => readForRole(contentRoles, (db) => listSynonymGroups(db));
