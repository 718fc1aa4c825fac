'use server';

import { contentRoles } from '@vtrans/contracts/content-editing';
import { SynonymList } from '@vtrans/contracts/search-synonyms';
import { replaceSynonymGroups } from '@vtrans/db';
import { formAction } from '@/server/action';

/** Editors: the synonym groups search reads a query with (issue 42); they apply to the next search. */
export const saveSynonymsAction = formAction(
  { roles: contentRoles, schema: SynonymList, echo: ['groups'], revalidate: ['/admin/search'] },
  async ({ groups }, { session, db }) => {
    await replaceSynonymGroups(db, groups, session.user.id);
    return { message: `Saved ${groups.length} synonym group${groups.length === 1 ? '' : 's'}. Searches use them from now on.` };
  },
);
