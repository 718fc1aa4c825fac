'use server';

import { contentRoles } from '@vtrans/contracts/content-editing';
import { virginiaDateTime } from '@vtrans/contracts/dates';
import { AppError } from '@vtrans/contracts/errors';
import { SynonymList, synonymLine } from '@vtrans/contracts/search-synonyms';
import { replaceSynonymGroups, termsFoundNowhere } from '@vtrans/db';
import { formAction } from '@/server/http/action';

/**
 * Editors: the synonym groups search reads a query with (issue 42); they apply to the next search.
 * A save over a list someone saved after the form was read is refused, naming them, with their
 * list, so the second editor adds to it instead of wiping it (issue 56).
 */
export const saveSynonymsAction = formAction(
  { roles: contentRoles, schema: SynonymList, echo: ['groups'], revalidate: ['/admin/search'] },
  async ({ groups, version }, { session, db }) => {
    const saved = await replaceSynonymGroups(db, groups, session.user.id, version);
    if (saved !== 'saved') {
      const who = saved.savedBy ?? 'Someone';
      const when = saved.savedAt ? ` at ${virginiaDateTime(saved.savedAt)}` : '';
      throw new AppError(
        'conflict',
        `Not saved: ${who} saved the synonyms${when}, after you opened this page, and saving yours would undo their change. Their list is: ${saved.newer.map(synonymLine).join(' | ') || '(empty)'}. Reload the page to start from it, then make your change again.`,
      );
    }
    // A group finds something when one of its terms is on the site (the others are what people type);
    // a group none of whose terms is anywhere finds nothing, which the editor should hear.
    const nowhere = new Set(await termsFoundNowhere(db, [...new Set(groups.flat())]));
    const idle = groups.filter((terms) => terms.every((term) => nowhere.has(term)));
    const hint = idle.length
      ? ` None of the terms of ${idle.map((terms) => `“${synonymLine(terms)}”`).join(' or ')} appears anywhere on the site, so ${idle.length === 1 ? 'it finds' : 'they find'} nothing yet: check the spelling.`
      : '';
    return { message: `Saved ${groups.length} synonym group${groups.length === 1 ? '' : 's'}. Searches use them from now on.${hint}` };
  },
);
