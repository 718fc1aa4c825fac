import { CommentPeriodFields, StaffCommentEntry } from '@vtrans/contracts/comment-periods';
import { virginiaIsoDate, virginiaToday } from '@vtrans/contracts/dates';
import {
  confirmAlerts,
  countPeriodComments,
  createCommentPeriod,
  createCommentTheme,
  createDocument,
  type Db,
  editSharedResponse,
  insertComment,
  insertStaffComment,
  listCommentsForExport,
  listOpenCommentPeriods,
  listPeriodCommentIds,
  listPeriodCommentsForStaff,
  listPublicComments,
  respondToManyComments,
  sql,
  subscribeToAlerts,
  tagCommentsWithTheme,
  trashDocument,
  updateCommentPeriod,
} from '@vtrans/db';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { createEmailHandlers } from '../../apps/worker/src/processors/email';
import { useEmailStack } from '../support/email-stack';
import { testNotificationSettings } from '../support/outbox-fixtures';
import type { ReceivedEmail } from '../support/smtp';
import { eventually, handlerContext } from '../support/worker';

const HENRICO = '51087';
const inHenrico = { type: 'Point' as const, coordinates: [-77.51, 37.66] as [number, number] };
const inRichmond = { type: 'Point' as const, coordinates: [-77.436, 37.541] as [number, number] };

/** A moment as staff type it: Virginia's wall clock, to the second (a datetime-local value). */
const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
function virginiaLocal(at: Date): string {
  const part = (type: string) => wallClock.formatToParts(at).find((candidate) => candidate.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

async function staffUser(db: Db): Promise<string> {
  return (await db.insertInto('users').values({ email: 'reviewer@example.gov', role: 'reviewer' }).returning('id').executeTakeFirstOrThrow()).id;
}

/** A period open from `opens` to `closes` (moments), through the form's schema and query. */
async function period(db: Db, staffId: string, opens: Date, closes: Date, extra: Partial<Record<'localities', string[]>> = {}) {
  const fields = CommentPeriodFields.parse({
    title: 'Draft 2026 VTrans Mid-term Needs',
    description: 'Tell us whether the draft needs match what you see on the roads you use.',
    subject: 'The draft Mid-term Needs Identification',
    opensAt: virginiaLocal(opens),
    closesAt: virginiaLocal(closes),
    localities: extra.localities ?? [],
  });
  return db.transaction().execute((trx) => createCommentPeriod(trx, fields, staffId));
}

const webComment = (db: Db, periodId: string | undefined, text: string, email?: string, geometry = inHenrico) =>
  db.transaction().execute((trx) => insertComment(trx, { geometry, category: 'Safety', text, email, periodId }));

const to = (address: string) => (message: ReceivedEmail) => message.to.includes(address);

describe('comment periods', () => {
  const stack = useEmailStack('seededTemplate');

  it('take comments only while open, keep them public after, and announce the opening to locality followers', async () => {
    const { db } = stack.database;
    const staffId = await staffUser(db);
    await stack.start();
    // A Henrico follower of updates: told when a period covering Henrico opens.
    expect(
      await db
        .transaction()
        .execute((trx) => subscribeToAlerts(trx, { email: 'follower@example.org', localities: [HENRICO], topics: ['updates'], frequency: 'immediate' })),
    ).toBe('confirmation-sent');
    const [confirmation] = await eventually(async () => {
      const found = stack.smtp.messages.filter(to('follower@example.org'));
      return found.length ? found : null;
    });
    await confirmAlerts(db, /\/alerts\/confirm\?token=([\w-]+)/.exec(confirmation!.text)![1]!);

    // Whole seconds: the form takes a wall-clock time to the second.
    const now = Math.ceil(Date.now() / 1000) * 1000;
    const opens = new Date(now + 3000);
    const closes = new Date(now + 6000);
    const periodId = await period(db, staffId, opens, closes, { localities: [HENRICO] });
    const stored = await db.selectFrom('comment_periods').select(['opens_at', 'closes_at']).where('id', '=', periodId).executeTakeFirstOrThrow();
    expect([stored.opens_at.getTime(), stored.closes_at.getTime()]).toEqual([opens.getTime(), closes.getTime()]);

    await expect(webComment(db, periodId, 'Too early.')).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/^The comment period “Draft 2026 VTrans Mid-term Needs” opens on \d\d\/\d\d\/\d{4}, /),
    });
    expect(await listOpenCommentPeriods(db)).toEqual([]);

    await eventually(async () => Date.now() >= opens.getTime() + 50 || null, 5000, 'the opening');
    const onTime = await webComment(db, periodId, 'The Staples Mill crossing needs a signal before the new school opens.');
    expect((await listOpenCommentPeriods(db)).map((open) => open.id)).toEqual([periodId]);
    // The worker notes the opening at its moment (telling the page cache) and alerts the follower.
    await eventually(
      async () => (await db.selectFrom('comment_periods').select('opening_noted_at').where('id', '=', periodId).executeTakeFirstOrThrow()).opening_noted_at,
      10_000,
      'the opening noted',
    );
    const announcement = await eventually(
      async () => stack.smtp.messages.filter(to('follower@example.org')).find((message) => message.subject !== confirmation!.subject) ?? null,
      10_000,
      'the alert',
    );
    expect(announcement.subject).toBe('Comment period open: Draft 2026 VTrans Mid-term Needs');
    expect(announcement.html).toContain(`/get-involved/comment-periods/${periodId}`);

    await eventually(async () => Date.now() >= closes.getTime() + 50 || null, 8000, 'the close');
    await expect(webComment(db, periodId, 'Too late.')).rejects.toMatchObject({
      status: 409,
      details: {
        fields: {
          periodId: expect.stringMatching(
            /^The comment period “Draft 2026 VTrans Mid-term Needs” closed on .* and takes no new comments\. Its comments and the responses to them stay public\.$/,
          ),
        },
      },
    });
    expect((await listPublicComments(db, { period: periodId })).map((comment) => comment.id)).toEqual([onTime]);
    expect(
      await db
        .selectFrom('comments')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('text', 'in', ['Too early.', 'Too late.'])
        .executeTakeFirstOrThrow(),
    ).toEqual({ n: 0 });
    await eventually(
      async () => (await db.selectFrom('comment_periods').select('closing_noted_at').where('id', '=', periodId).executeTakeFirstOrThrow()).closing_noted_at,
      10_000,
      'the close noted',
    );
  });

  it('show a comment staff took by phone with its channel, never its contact details, and count one kept private without showing it', async () => {
    const { db } = stack.database;
    const staffId = await staffUser(db);
    const periodId = await period(db, staffId, new Date(Date.now() - 86_400_000), new Date(Date.now() + 86_400_000));
    const entry = StaffCommentEntry.parse({
      periodId,
      channel: 'phone',
      // A day of the period (issue 54: staff entries are dated within it).
      receivedOn: virginiaToday(),
      category: 'Transit',
      text: 'Caller asks for Sunday GRTC service on route 7 to the Henrico hospital.',
      name: 'Dolores Ruiz',
      email: 'dolores@example.net',
      contact: '(804) 555-0142, 12 Laburnum Ave',
      localityFips: HENRICO,
      keptPrivate: false,
    });
    const phoned = await db.transaction().execute((trx) => insertStaffComment(trx, { ...entry, letter: null }, staffId));
    const privateEntry = StaffCommentEntry.parse({
      ...entry,
      channel: 'meeting',
      meetingName: 'Richmond District open house',
      text: 'Please do not publish: my street floods.',
      keptPrivate: true,
    });
    await db.transaction().execute((trx) => insertStaffComment(trx, { ...privateEntry, localityFips: undefined, letter: null }, staffId));

    const shown = await listPublicComments(db, { period: periodId });
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ id: phoned, channel: 'phone', receivedOn: virginiaToday(), name: 'Dolores Ruiz', locality: 'Henrico County' });
    const exported = await listCommentsForExport(db, { period: periodId }, 'public');
    for (const record of [JSON.stringify(shown), JSON.stringify(exported)]) {
      expect(record).not.toContain('555-0142');
      expect(record).not.toContain('dolores@example.net');
      expect(record).not.toContain('my street floods');
    }
    const counts = await countPeriodComments(db, periodId);
    expect(counts).toMatchObject({
      received: 2,
      keptPrivate: 1,
      byChannel: [
        { name: 'meeting', count: 1 },
        { name: 'phone', count: 1 },
      ],
    });
    // A meeting entry must name its meeting, and nothing is received in the future.
    expect(StaffCommentEntry.safeParse({ ...entry, channel: 'meeting' }).error?.issues[0]).toMatchObject({ path: ['meetingName'] });
    expect(StaffCommentEntry.safeParse({ ...entry, receivedOn: '2099-01-01' }).error?.issues[0]).toMatchObject({ path: ['receivedOn'] });
  });

  it('take staff entries once a period has opened, dated on its days, and after its close what was received by then (issue 54)', async () => {
    const { db } = stack.database;
    const staffId = await staffUser(db);
    const day = 86_400_000;
    const daysAgo = (days: number) => virginiaIsoDate(new Date(Date.now() - days * day));
    const enter = (periodId: string, receivedOn: string, channel: 'phone' | 'letter' = 'letter') =>
      db.transaction().execute((trx) =>
        insertStaffComment(
          trx,
          {
            ...StaffCommentEntry.parse({
              periodId,
              channel,
              receivedOn,
              category: 'Other',
              text: `Entered for ${periodId} on ${receivedOn}.`,
              keptPrivate: false,
            }),
            letter: null,
          },
          staffId,
        ),
      );
    const entered = async (periodId: string) => (await db.selectFrom('comments').select('id').where('period_id', '=', periodId).execute()).length;

    // Not open yet: refused on the period, with the public form's words.
    const upcoming = await period(db, staffId, new Date(Date.now() + 2 * day), new Date(Date.now() + 10 * day));
    await expect(enter(upcoming, virginiaToday(), 'phone')).rejects.toMatchObject({
      status: 409,
      details: { fields: { periodId: expect.stringMatching(/^The comment period “Draft 2026 VTrans Mid-term Needs” opens on \d\d\/\d\d\/\d{4}, /) } },
    });
    expect(await entered(upcoming)).toBe(0);

    // Closed: a letter received while it was open is taken; one dated before its opening or after its close is not.
    const closed = await period(db, staffId, new Date(Date.now() - 10 * day), new Date(Date.now() - 2 * day));
    await enter(closed, daysAgo(3));
    await expect(enter(closed, daysAgo(12))).rejects.toMatchObject({
      details: {
        fields: {
          receivedOn: expect.stringMatching(
            /takes comments received from \d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}: the date received must be one of those days\.$/,
          ),
        },
      },
    });
    await expect(enter(closed, virginiaToday())).rejects.toMatchObject({
      details: { fields: { receivedOn: expect.stringContaining('give the date of its postmark') } },
    });
    expect(await entered(closed)).toBe(1);
  });

  it('tag 200 comments at once, only the period’s, and suggest by rules without tagging', async () => {
    const { db } = stack.database;
    const staffId = await staffUser(db);
    const periodId = await period(db, staffId, new Date(Date.now() - 86_400_000), new Date(Date.now() + 86_400_000));
    const themeId = await createCommentTheme(db, { periodId, name: 'Bicycling', keywords: ['bike lane', 'cycling'] });
    await expect(createCommentTheme(db, { periodId, name: 'bicycling', keywords: [] })).rejects.toMatchObject({
      details: { fields: { name: expect.stringContaining('already has a theme') } },
    });
    const ids: string[] = [];
    for (let index = 0; index < 200; index += 1) {
      ids.push(
        await webComment(
          db,
          periodId,
          index % 4 === 0 ? `Paint a protected Bike   Lane on road ${index}.` : `Comment ${index} about cycling? No: about buses.`,
        ),
      );
    }
    const outside = await webComment(db, undefined, 'A general comment about a bike lane.');
    // Suggestions: whole words and phrases, in any case and spacing; nothing is tagged by them.
    const suggested = await listPeriodCommentsForStaff(db, periodId, { suggested: themeId });
    expect(suggested.matching).toBe(200);
    expect(suggested.comments).toHaveLength(200);
    // The list shows a page; the count and "every match" reach them all.
    expect(await listPeriodCommentsForStaff(db, periodId, { suggested: themeId }, 30)).toMatchObject({ matching: 200, comments: { length: 30 } });
    expect(await listPeriodCommentIds(db, periodId, { suggested: themeId }, 5000)).toEqual(ids);
    expect((await listPeriodCommentsForStaff(db, periodId, { q: 'bike' })).matching).toBe(50);
    expect(
      await db
        .selectFrom('comment_theme_tags')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual({ n: 0 });

    const change = { periodId, themeId, commentIds: [...ids, outside], untag: false };
    expect(await db.transaction().execute((trx) => tagCommentsWithTheme(trx, change, staffId))).toBe(200);
    expect(await db.transaction().execute((trx) => tagCommentsWithTheme(trx, change, staffId))).toBe(0);
    expect((await listPeriodCommentsForStaff(db, periodId, { theme: themeId })).matching).toBe(200);
    expect(await listPeriodCommentsForStaff(db, periodId, { suggested: themeId })).toEqual({ comments: [], matching: 0 });
    expect((await countPeriodComments(db, periodId)).byTheme).toEqual([{ name: 'Bicycling', count: 200 }]);
    expect(await db.transaction().execute((trx) => tagCommentsWithTheme(trx, { ...change, commentIds: ids.slice(0, 20), untag: true }, staffId))).toBe(20);
    expect((await countPeriodComments(db, periodId)).byTheme).toEqual([
      { name: 'Bicycling', count: 180 },
      { name: 'No theme', count: 20 },
    ]);
  });

  it('send one response to 50 commenters exactly once (a retried job sends none again), and keep every version of its edits', async () => {
    const { db } = stack.database;
    const staffId = await staffUser(db);
    const periodId = await period(db, staffId, new Date(Date.now() - 86_400_000), new Date(Date.now() + 86_400_000));
    const withAddress: string[] = [];
    for (let index = 0; index < 50; index += 1)
      withAddress.push(await webComment(db, periodId, `Widen I-64 near exit ${index}.`, `commenter${index}@example.org`));
    const withoutAddress: string[] = [];
    for (let index = 0; index < 10; index += 1) withoutAddress.push(await webComment(db, periodId, `Anonymous note ${index}.`));

    const text = 'Thank you. Widening I-64 between exits 190 and 200 is in the draft needs; the CTB will weigh it in SMART SCALE round 7.';
    const given = await db
      .transaction()
      .execute((trx) => respondToManyComments(trx, { periodId, commentIds: [...withAddress, ...withoutAddress], text }, staffId));
    expect(given).toMatchObject({ answered: 60, emailed: 50 });
    await stack.start();
    const isResponse = (message: ReceivedEmail) => message.subject === 'Our response to your comment on Draft 2026 VTrans Mid-term Needs';
    await eventually(async () => stack.smtp.messages.filter(isResponse).length >= 50 || null, 30_000, '50 responses');
    await eventually(
      async () =>
        (await db.selectFrom('outbox').select('completed_at').where('event', '=', 'comment.responded').execute()).every((row) => row.completed_at) || null,
      15_000,
      'every job done',
    );
    const recipients = stack.smtp.messages.filter(isResponse).flatMap((message) => message.to);
    expect(new Set(recipients).size).toBe(50);
    expect(recipients).toHaveLength(50);
    expect(stack.smtp.messages.find(isResponse)!.text).toContain(text);

    // A job run again (a retry after a crash): the delivery is on record, nothing goes out.
    const job = await db.selectFrom('outbox').select(['id', 'payload']).where('event', '=', 'comment.responded').executeTakeFirstOrThrow();
    const transport = nodemailer.createTransport({ url: stack.smtp.url });
    const handlers = createEmailHandlers({
      db,
      transport,
      from: 'VTrans <no-reply@vtrans.test>',
      mailDomain: 'vtrans.test',
      notificationSettings: testNotificationSettings,
      alertWindowMinutes: 10,
    });
    await handlers['comment.responded']!(job.payload as { commentId: string }, handlerContext(job.id, 2));
    transport.close();
    expect(stack.smtp.messages.filter(isResponse)).toHaveLength(50);

    // An edit: version 2 on every comment it answers; version 1 kept; nobody e-mailed again.
    const revised = `${text} Round 7 applications open in March.`;
    const edit = (text: string, version: number) =>
      db.transaction().execute((trx) => editSharedResponse(trx, { responseId: given.responseId, text, version }, staffId));
    expect(await edit(revised, 1)).toEqual({ version: 2, comments: 60 });
    // A second edit from a form read at version 1 would undo this one: refused, with the newer text (issue 56).
    expect(await edit(`${text} Something else.`, 1)).toMatchObject({ stale: { version: 2, text: revised } });
    const versions = await db
      .selectFrom('comment_response_versions')
      .select(['version', 'text'])
      .where('response_id', '=', given.responseId)
      .orderBy('version')
      .execute();
    expect(versions).toEqual([
      { version: 1, text },
      { version: 2, text: revised },
    ]);
    expect(new Set((await listPublicComments(db, { period: periodId })).map((comment) => comment.response))).toEqual(new Set([revised]));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(stack.smtp.messages.filter(isResponse)).toHaveLength(50);
  });

  it('count the record as the database does: by channel, theme, locality and category', async () => {
    const { db } = stack.database;
    const staffId = await staffUser(db);
    const periodId = await period(db, staffId, new Date(Date.now() - 86_400_000), new Date(Date.now() + 86_400_000));
    const transit = await createCommentTheme(db, { periodId, name: 'Transit', keywords: ['bus'] });
    const safety = await createCommentTheme(db, { periodId, name: 'Safety', keywords: [] });
    const ids = [
      await webComment(db, periodId, 'More buses on Broad.', undefined, inRichmond),
      await webComment(db, periodId, 'A bus shelter at Parham.', undefined, inHenrico),
      await webComment(db, periodId, 'Slow the cars on Patterson.', undefined, inHenrico),
    ];
    const letter = StaffCommentEntry.parse({
      periodId,
      channel: 'letter',
      receivedOn: virginiaToday(),
      category: 'Other',
      text: 'A letter about rail.',
      keptPrivate: false,
    });
    ids.push(await db.transaction().execute((trx) => insertStaffComment(trx, { ...letter, letter: null }, staffId)));
    const hidden = await webComment(db, periodId, 'Spam.', undefined, inRichmond);
    await db.updateTable('comments').set({ hidden: true }).where('id', '=', hidden).execute();
    await db.transaction().execute((trx) => tagCommentsWithTheme(trx, { periodId, themeId: transit, commentIds: ids.slice(0, 2), untag: false }, staffId));
    await db.transaction().execute((trx) => tagCommentsWithTheme(trx, { periodId, themeId: safety, commentIds: ids.slice(1, 3), untag: false }, staffId));

    const counts = await countPeriodComments(db, periodId);
    const grouped = async (expression: string) =>
      (
        await sql<{ name: string; count: number }>`
          select ${sql.raw(expression)} as name, count(*)::int as count from comments c
          left join lateral (select full_name from localities l where st_intersects(l.geom, st_pointonsurface(c.geom)) limit 1) loc on true
          where c.period_id = ${periodId}::uuid and not c.hidden group by 1 order by 2 desc, 1`.execute(db)
      ).rows;
    expect(counts.received).toBe(4);
    expect(counts.byChannel).toEqual(await grouped('c.channel'));
    expect(counts.byCategory).toEqual(await grouped('c.category'));
    expect(counts.byLocality).toEqual(await grouped(`coalesce(loc.full_name, 'No place given')`));
    const themed = await sql<{ name: string; count: number }>`
      select coalesce(t.name, 'No theme') as name, count(*)::int as count from comments c
      left join comment_theme_tags ct on ct.comment_id = c.id left join comment_themes t on t.id = ct.theme_id
      where c.period_id = ${periodId}::uuid and not c.hidden group by 1 order by 2 desc, 1`.execute(db);
    expect(counts.byTheme).toEqual(themed.rows);
    expect(counts.byTheme).toEqual([
      { name: 'Safety', count: 2 },
      { name: 'Transit', count: 2 },
      { name: 'No theme', count: 1 },
    ]);
  });

  it('keep the version read, refusing a save over a newer one, and keep their document while it is in the trash (issue 56)', async () => {
    const { db } = stack.database;
    const staffId = await staffUser(db);
    const documentFields = { title: 'Draft Mid-term Needs', description: '', publishedOn: '2026-11-01', tags: [], hidden: false, archived: false };
    const documentId = await db
      .transaction()
      .execute((trx) =>
        createDocument(
          trx,
          documentFields,
          { fileName: 'draft-needs.pdf', fileType: 'pdf', sizeBytes: 10, storageKey: 'documents/none.pdf' },
          { extract: false },
        ),
      );
    const fields = CommentPeriodFields.parse({
      title: 'Draft needs',
      description: 'The draft needs.',
      subject: 'Mid-term needs',
      documentId,
      opensAt: virginiaLocal(new Date(Date.now() + 86_400_000)),
      closesAt: virginiaLocal(new Date(Date.now() + 10 * 86_400_000)),
    });
    const id = await db.transaction().execute((trx) => createCommentPeriod(trx, fields, staffId));
    await db.transaction().execute((trx) => trashDocument(trx, documentId, staffId));
    const save = (changed: Partial<CommentPeriodFields>, version: number) =>
      db.transaction().execute((trx) => updateCommentPeriod(trx, id, { ...fields, ...changed }, version, staffId));

    // Its document in the trash stays its document when the period is saved.
    expect(await save({ title: 'Draft needs (revised)' }, 1)).toBe('saved');
    expect(await db.selectFrom('comment_periods').select(['document_id', 'version', 'updated_by']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
      document_id: documentId,
      version: 2,
      updated_by: staffId,
    });
    // A form read at version 1 is refused, with the period as it is now.
    expect(await save({ title: 'Something else' }, 1)).toMatchObject({
      stale: { version: 2, title: 'Draft needs (revised)', savedBy: 'reviewer@example.gov' },
    });
    // Another trashed document cannot be chosen.
    const other = await db
      .transaction()
      .execute((trx) =>
        createDocument(
          trx,
          { ...documentFields, title: 'Other' },
          { fileName: 'other.pdf', fileType: 'pdf', sizeBytes: 10, storageKey: 'documents/other.pdf' },
          { extract: false },
        ),
      );
    await db.transaction().execute((trx) => trashDocument(trx, other, staffId));
    await expect(save({ documentId: other }, 2)).rejects.toMatchObject({ details: { fields: { documentId: 'Please choose a document from the list.' } } });
  });
});
