import {
  findPageTranslation,
  publishContentItem,
  saveContentItem,
  setPublishingRules,
  submitTranslationForReview,
  decideTranslationReview,
  translationReviewState,
  type Db,
  type Trx,
} from '@vtrans/db';
import { publishingRuleKinds } from '@vtrans/contracts/publishing-rules';
import { describe, expect, it } from 'vitest';
import { useEmailStack } from '../support/email-stack';
import type { ReceivedEmail } from '../support/smtp';
import { eventually } from '../support/worker';

// A second pair of eyes on pages' Spanish (issue 63, decision 055): submitted Spanish is not what
// readers see until another editor approves exactly that submission; a later submission takes the
// place of one waiting; "it still says the same" is reviewed too; each step is e-mailed (real
// worker, real SMTP server). The test's own database; the English is published with the rule for
// pages switched off, as content-reviews.test.ts tests that review.

const route = '/about/gap-ta';
const spanish = (body: string) => ({
  title: 'GAP-TA',
  description: 'Asistencia técnica.',
  heading: 'Asistencia técnica GAP',
  intro: 'Para gobiernos locales.',
  body,
});

describe('a second pair of eyes on a page’s Spanish', () => {
  const stack = useEmailStack('seededTemplate');

  it('readers see submitted Spanish only once another editor approves that very submission; each step is told', async () => {
    const { db } = stack.database;
    await stack.start();
    const make = async (email: string, role: 'editor' | 'admin') =>
      (await db.insertInto('users').values({ email, role }).returning('id').executeTakeFirstOrThrow()).id;
    const translator = await make('es-translator@example.org', 'editor');
    const coTranslator = await make('es-cotranslator@example.org', 'editor');
    const reviewer = await make('es-reviewer@example.org', 'editor');
    const admin = await make('es-admin@example.org', 'admin');
    const inTransaction = <Result>(work: (trx: Trx) => Promise<Result>) => db.transaction().execute(work);
    const mailTo = (address: string, subject: string) =>
      eventually(
        async () => stack.smtp.messages.find((message: ReceivedEmail) => message.to.includes(address) && message.subject === subject) ?? null,
        15_000,
        subject,
      );
    const page = await db
      .selectFrom('content_items')
      .select(['id', 'title', 'published_revision'])
      .where('kind', '=', 'pages')
      .where('public_key', '=', route)
      .executeTakeFirstOrThrow();
    const at = { itemId: page.id, language: 'es' as const, englishRevision: page.published_revision! };
    const waitingId = async () => (await translationReviewState(db, page.id, 'es', reviewer)).waiting!.id;

    await inTransaction((trx) =>
      submitTranslationForReview(trx, { ...at, fields: spanish('Primera versión.'), note: 'Revisado por Ana.', actorId: translator }),
    );
    expect(await findPageTranslation(db, route, 'es')).toBeNull();
    const asked = await mailTo('es-reviewer@example.org', `Spanish for review: ${page.title}`);
    expect(asked.to).toContain('es-admin@example.org');
    expect(asked.to).not.toContain('es-translator@example.org');
    expect(asked.text).toContain('Their note: Revisado por Ana.');

    // A co-translator's newer Spanish takes the first's place; the first submission is no longer decided on.
    const first = await waitingId();
    await inTransaction((trx) => submitTranslationForReview(trx, { ...at, fields: spanish('Segunda versión.'), note: '', actorId: coTranslator }));
    await expect(inTransaction((trx) => decideTranslationReview(trx, { itemId: page.id, reviewId: first }, reviewer, 'approved', ''))).rejects.toMatchObject({
      code: 'conflict',
    });
    const second = await waitingId();
    // Neither who wrote Spanish since the last approval decides.
    for (const writer of [translator, coTranslator])
      await expect(inTransaction((trx) => decideTranslationReview(trx, { itemId: page.id, reviewId: second }, writer, 'approved', ''))).rejects.toMatchObject({
        code: 'forbidden',
      });
    expect((await translationReviewState(db, page.id, 'es', translator)).viewerMayDecide).toBe(false);
    expect((await translationReviewState(db, page.id, 'es', reviewer)).viewerMayDecide).toBe(true);

    await inTransaction((trx) => decideTranslationReview(trx, { itemId: page.id, reviewId: second }, reviewer, 'returned', 'Falta un acento.'));
    expect(await findPageTranslation(db, route, 'es')).toBeNull();
    expect((await mailTo('es-cotranslator@example.org', `Spanish sent back: ${page.title}`)).text).toContain('Their note: Falta un acento.');

    await inTransaction((trx) => submitTranslationForReview(trx, { ...at, fields: spanish('Segunda versión, corregida.'), note: '', actorId: coTranslator }));
    const third = await waitingId();
    await inTransaction((trx) => decideTranslationReview(trx, { itemId: page.id, reviewId: third }, reviewer, 'approved', ''));
    const live = await findPageTranslation(db, route, 'es');
    expect(live).toMatchObject({ state: 'current', fields: spanish('Segunda versión, corregida.') });
    expect(await mailTo('es-cotranslator@example.org', `Spanish approved: ${page.title}`)).toBeTruthy();
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'details'])
      .where('subject', '=', `content:${page.id}`)
      .where('action', 'like', 'content.transl%')
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      'content.translation-submit',
      'content.translation-submit',
      'content.translation-return',
      'content.translation-submit',
      'content.translate',
    ]);
    expect(audit.at(-1)).toMatchObject({ actor_id: reviewer, details: expect.objectContaining({ writtenBy: coTranslator }) });

    // The English changes: "it still says the same" waits for review too, and is refused if the English changes again first.
    await publishEnglishAgain(db, page.id, admin);
    const english = (await db.selectFrom('content_items').select('published_revision').where('id', '=', page.id).executeTakeFirstOrThrow()).published_revision!;
    await inTransaction((trx) => submitTranslationForReview(trx, { ...at, englishRevision: english, fields: null, note: '', actorId: translator }));
    expect((await findPageTranslation(db, route, 'es'))!.state).toBe('behind');
    const confirmation = await waitingId();
    await publishEnglishAgain(db, page.id, admin);
    await expect(
      inTransaction((trx) => decideTranslationReview(trx, { itemId: page.id, reviewId: confirmation }, reviewer, 'approved', '')),
    ).rejects.toMatchObject({
      code: 'conflict',
    });
    expect((await findPageTranslation(db, route, 'es'))!.state).toBe('behind');
  });

  it('with the rule off, its writer may approve what was waiting', async () => {
    const { db } = stack.database;
    const translator = (await db.insertInto('users').values({ email: 'es-solo@example.org', role: 'editor' }).returning('id').executeTakeFirstOrThrow()).id;
    const page = await db
      .selectFrom('content_items')
      .select(['id', 'published_revision', 'public_key'])
      .where('kind', '=', 'pages')
      .where('public_key', '!=', route)
      .where('published_revision', 'is not', null)
      .orderBy('public_key')
      .limit(1)
      .executeTakeFirstOrThrow();
    await db.transaction().execute((trx) =>
      submitTranslationForReview(trx, {
        itemId: page.id,
        language: 'es',
        englishRevision: page.published_revision!,
        fields: spanish('Sola.'),
        note: '',
        actorId: translator,
      }),
    );
    const off = Object.fromEntries(publishingRuleKinds.map((kind) => [kind, kind !== 'translations'])) as Parameters<typeof setPublishingRules>[1];
    await db.transaction().execute((trx) => setPublishingRules(trx, off, translator));
    const { waiting } = await translationReviewState(db, page.id, 'es', translator);
    expect(waiting).not.toBeNull();
    await db.transaction().execute((trx) => decideTranslationReview(trx, { itemId: page.id, reviewId: waiting!.id }, translator, 'approved', ''));
    expect((await findPageTranslation(db, page.public_key!, 'es'))?.fields.body).toBe('Sola.');
  });
});

/** The English published again by `adminId` with the rule for pages off (its review is content-reviews.test.ts's). */
async function publishEnglishAgain(db: Db, itemId: string, adminId: string) {
  await db.transaction().execute(async (trx) => {
    const off = Object.fromEntries(publishingRuleKinds.map((kind) => [kind, kind !== 'pages'])) as Parameters<typeof setPublishingRules>[1];
    await setPublishingRules(trx, off, adminId);
    const item = await trx.selectFrom('content_items').select(['version', 'published_revision']).where('id', '=', itemId).executeTakeFirstOrThrow();
    const { fields } = await trx
      .selectFrom('content_revisions')
      .select('fields')
      .where('item_id', '=', itemId)
      .where('number', '=', item.published_revision!)
      .executeTakeFirstOrThrow();
    await saveContentItem(trx, itemId, item.version, { ...fields, intro: `${String(fields.intro)} Más.` } as never, adminId, null);
    const saved = await trx.selectFrom('content_items').select('version').where('id', '=', itemId).executeTakeFirstOrThrow();
    await publishContentItem(trx, itemId, saved.version, adminId);
  });
}
