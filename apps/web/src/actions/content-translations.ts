'use server';

import { contentKinds, contentRoles } from '@vtrans/contracts/content-editing';
import { sitePaths } from '@vtrans/contracts/site-paths';
import { type PageTranslationFields, pageTranslationFieldNames, pageTranslationForEditing, savePageTranslation } from '@vtrans/db';
import { z } from 'zod';
import { spanishPathOf } from '@vtrans/contracts/languages';
import { formAction } from '@/server/http/action';

// Staff's Spanish versions of pages (issue 62, decision 047). Both actions change what readers of
// an /es address see at once, so both go through the confirmation step (issue 56).

const pages = [sitePaths.translations, '/admin/content/translations/edit'];

/** The page and the English revision the editor was shown: a save against English they have not read is refused. */
const TranslationAt = z.object({ itemId: z.uuid('No such page.'), englishRevision: z.coerce.number().int().positive() });
/** A page's Spanish fields: the English page's own rules, less the keywords (site search's, in English). */
const SpanishFields = contentKinds.pages.schema.pick({ title: true, description: true, heading: true, intro: true, body: true });

async function pageNamed(db: Parameters<typeof pageTranslationForEditing>[0], itemId: string) {
  const page = await pageTranslationForEditing(db, itemId, 'es');
  return page && { ...page, address: spanishPathOf(page.route) };
}

export const saveTranslationAction = formAction(
  {
    roles: contentRoles,
    schema: TranslationAt.extend(SpanishFields.shape),
    echo: [...pageTranslationFieldNames],
    revalidate: pages,
    consequence: {
      kind: 'publishes',
      // savePageTranslation writes the entry (content.translate), with the Spanish it replaced.
      audit: null,
      async describe({ itemId, englishRevision }, { db }) {
        const page = await pageNamed(db, itemId);
        if (!page) return null;
        return {
          subject: `content:${itemId}`,
          summary: `The Spanish version of “${page.title}” goes on the site at once, at ${page.address}.`,
          effects: [
            page.state === 'missing'
              ? `Readers of ${page.address} see it in place of “Esta página todavía no está en español”.`
              : 'It replaces the Spanish there now; the earlier text is kept in the audit log.',
            `It is recorded as saying version ${englishRevision} of the English page, so it is current, and search engines are told it is that page in Spanish.`,
          ],
          confirmLabel: 'Yes, put the Spanish on the site',
        };
      },
    },
  },
  async ({ itemId, englishRevision, ...fields }, { session, db }) => {
    await savePageTranslation(db, { itemId, language: 'es', englishRevision, fields: fields as PageTranslationFields, actorId: session.user.id });
    return { message: 'Saved: the Spanish page is on the site now, and current.' };
  },
);

export const confirmTranslationAction = formAction(
  {
    roles: contentRoles,
    schema: TranslationAt,
    revalidate: pages,
    consequence: {
      kind: 'publishes',
      // savePageTranslation writes the entry (content.translation-confirm).
      audit: null,
      async describe({ itemId, englishRevision }, { db }) {
        const page = await pageNamed(db, itemId);
        if (!page || page.state !== 'behind') return null;
        return {
          subject: `content:${itemId}`,
          summary: `The Spanish version of “${page.title}” is marked as saying version ${englishRevision} of the English page; its words do not change.`,
          effects: [
            `Readers of ${page.address} no longer see the note that it may be behind, and search engines are told again that it is the page in Spanish.`,
          ],
          confirmLabel: 'Yes, the Spanish still says the same',
        };
      },
    },
  },
  async ({ itemId, englishRevision }, { session, db }) => {
    await savePageTranslation(db, { itemId, language: 'es', englishRevision, fields: null, actorId: session.user.id });
    return { message: 'Confirmed: the Spanish page is current.' };
  },
);
