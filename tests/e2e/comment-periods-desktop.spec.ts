import { parse } from 'csv-parse/sync';
import { expect, test } from './browser-test';
import { expectNoSeriousA11yViolations } from './axe';
import { newClientAddress, signInBrowser } from './auth-fixtures';
import { e2eBaseUrl } from './e2e-env';
import { nuErrors } from './nu-checker';
import { emailEventsAbout, expectMail, uniqueAddress } from './mailbox';
import { sql } from '@vtrans/db';
import { cleanUpAfterEach, runDatabase } from './run-database';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

/*
 * A period left open would put its choice into every other spec's comment form (and their keyboard
 * paths) in this lane: each period made here, found by its title, is closed after its test.
 */
const closeAfterTest = (title: string) =>
  afterTest((database) =>
    database.updateTable('comment_periods').set({ closes_at: new Date() }).where('title', '=', title).where('closes_at', '>', new Date()).execute(),
  );

/** A datetime-local value in Virginia time, `hours` from now. */
function virginiaLocal(hours: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + hours * 3_600_000));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

test('staff run a comment period from opening to its public record: a phone comment, a theme, one response e-mailed, the report in print', async ({
  page,
  request,
}) => {
  // A period's whole life, with eleven axe runs and the Nu checker: about 70 s alone, and past two
  // minutes in a full two-lane run on two cores, so it has three times the default, like the other long tests.
  test.slow();
  const title = `Draft Mid-term Needs comment period ${Date.now()}`;
  closeAfterTest(title);
  const dolores = uniqueAddress('dolores');
  await signInBrowser(db(), page.context(), 'reviewer');
  await page.setViewportSize({ width: 1280, height: 900 });

  // A period, created by a reviewer: open since an hour ago, for ten days.
  await page.goto('/admin/comment-periods');
  await expectNoSeriousA11yViolations(page);
  const create = page.getByRole('form', { name: 'A new comment period' });
  await create.getByLabel('Title').fill(title);
  await create.getByLabel('The plan document or topic it is about').fill('The 2026 Mid-term Needs Identification');
  await create.getByLabel('Description').fill('Do the draft needs match what you see on the roads, rails and trails you use?');
  await create.getByLabel('Opens at (Virginia time)').fill(virginiaLocal(-1));
  await create.getByLabel('Closes at (Virginia time)').fill(virginiaLocal(24 * 10));
  await create.getByRole('button', { name: 'Create the period…' }).click();
  // It is public once saved: where it shows and whom its opening reaches are said first (issue 56).
  const creating = create.getByRole('group', { name: 'Please confirm' });
  await expect(creating).toContainText(`“${title}” is listed on the site at once under “Open now”, taking comments at once: it opens `);
  await expect(creating).toContainText('When it opens, it is announced in the program-updates feed and on the home page.');
  await expect(creating).toContainText('alerts for any locality');
  await expectNoSeriousA11yViolations(page);
  await creating.getByRole('button', { name: 'Yes, create the period' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const periodId = /\/admin\/comment-periods\/period\?id=([0-9a-f-]{36})/.exec(page.url())![1]!;
  await expectNoSeriousA11yViolations(page);
  const created = await db().selectFrom('audit_log').select(['action', 'details']).where('subject', '=', `comment-period:${periodId}`).execute();
  expect(created.map((entry) => entry.action)).toEqual(['comment-period.create']);
  expect((created[0]!.details as { record: { after: { title: string } } }).record.after.title).toBe(title);

  // Moving its closing is said as the change it is, and kept with the values before and after.
  await page.getByText('Details and dates').click();
  const details = page.getByRole('form', { name: 'The period’s details' });
  await details.getByLabel('Closes at (Virginia time)').fill(virginiaLocal(24 * 11));
  await details.getByRole('button', { name: 'Save the period…' }).click();
  const saving = details.getByRole('group', { name: 'Please confirm' });
  await expect(saving).toContainText(`“${title}” changes on the site at once; the comments it has received stay with it.`);
  await expect(saving).toContainText(/It closes \d\d\/\d\d\/\d{4}, .* E[SD]T, not \d\d\/\d\d\/\d{4}, .* E[SD]T\./);
  await saving.getByRole('button', { name: 'Yes, save the period' }).click();
  await expect(details.getByRole('status')).toHaveText('Saved the period.');
  const moved = await db()
    .selectFrom('audit_log')
    .select('details')
    .where('subject', '=', `comment-period:${periodId}`)
    .where('action', '=', 'comment-period.update')
    .executeTakeFirstOrThrow();
  const record = (moved.details as { record: { before: { closesAt: string }; after: { closesAt: string } } }).record;
  expect(record.before.closesAt).not.toBe(record.after.closesAt);
  // Put back to ten days, as the rest of this test expects.
  await details.getByLabel('Closes at (Virginia time)').fill(virginiaLocal(24 * 10));
  await details.getByRole('button', { name: 'Save the period…' }).click();
  await saving.getByRole('button', { name: 'Yes, save the period' }).click();
  await expect(details.getByRole('status')).toHaveText('Saved the period.');
  await expect
    .poll(async () => (await db().selectFrom('comment_periods').select('version').where('id', '=', periodId).executeTakeFirstOrThrow()).version)
    .toBe(3);

  // A comment taken by phone, with a scanned letter and contact details that stay private.
  await page.getByRole('link', { name: 'Enter a comment received another way' }).click();
  const entry = page.getByRole('form', { name: 'A comment received another way' });
  await expect(entry.getByLabel('Comment period')).toHaveValue(periodId);
  await entry.getByLabel('How it came in').selectOption('phone');
  await entry.getByLabel('Category').selectOption('Transit');
  await entry.getByLabel('The comment, as the person made it').fill('Caller asks for a Sunday bus to Henrico Doctors’ Hospital.');
  await entry.getByLabel('Name (optional)').fill('Dolores Ruiz');
  await entry.getByLabel('E-mail, to send the response (optional)').fill(dolores);
  await entry.getByLabel('Telephone or postal address (optional)').fill('(804) 555-0142');
  await entry.getByLabel('Locality it is about (optional)').selectOption({ label: 'Henrico County' });
  await entry.getByLabel(/Scanned letter/).setInputFiles({ name: 'note.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expectNoSeriousA11yViolations(page);
  await entry.getByRole('button', { name: 'Save the comment' }).click();
  await expect(entry.getByRole('status')).toHaveText('Saved the telephoned comment. You can enter the next one.');
  // A file that is no PDF or image is refused, naming the field; nothing is saved.
  await entry.getByLabel('How it came in').selectOption('letter');
  await entry.getByLabel('Category').selectOption('Other');
  await entry.getByLabel('The comment, as the person made it').fill('A letter with a bad scan.');
  await entry.getByLabel(/Scanned letter/).setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a scan</html>') });
  await entry.getByRole('button', { name: 'Save the comment' }).click();
  await expect(entry.getByRole('alert')).toHaveText('The scanned letter must be a PDF, PNG or JPEG file.');
  await expect(entry.getByLabel(/Scanned letter/)).toHaveAttribute('aria-invalid', 'true');
  expect(await db().selectFrom('comments').select('id').where('text', '=', 'A letter with a bad scan.').execute()).toEqual([]);

  // A theme whose rule suggests the comment; a person confirms by tagging; one response to the theme.
  await page.goto(`/admin/comment-periods/period?id=${periodId}`);
  const themeForm = page.getByRole('form', { name: 'A new theme' });
  await themeForm.getByLabel('Theme').fill('Transit service');
  await themeForm.getByLabel('Words and phrases that suggest it (one per line)').fill('bus\nGRTC');
  await themeForm.getByRole('button', { name: 'Add the theme' }).click();
  await expect(page.getByRole('link', { name: '1 suggested by its rules for Transit service' })).toBeVisible();
  await page.getByRole('link', { name: '1 suggested by its rules for Transit service' }).click();
  const list = page.getByRole('form', { name: 'The period’s comments' });
  await expect(list.getByText('contact: (804) 555-0142')).toBeVisible();
  await expect(list.getByRole('link', { name: 'Scanned letter' })).toBeVisible();
  await list.getByLabel(/Caller asks for a Sunday bus/).check();
  await list.getByLabel('Theme', { exact: true }).selectOption({ label: 'Transit service' });
  await list.getByRole('button', { name: 'Tag with the theme' }).click();
  await expect(list.getByRole('status')).toHaveText('Tagged 1 comment (any already tagged are unchanged).');
  await expectNoSeriousA11yViolations(page);
  // Two reviewers change the theme's rules from pages drawn at once: the second is refused, naming the first (issue 56).
  const otherTab = await page.context().newPage();
  await otherTab.goto(page.url());
  const rules = (tab: typeof page) => tab.getByLabel('Rules for “Transit service” (one word or phrase per line)');
  await rules(page).fill('bus\nGRTC\nPulse');
  await page.getByRole('button', { name: 'Save the rules for Transit service' }).click();
  await expect(page.getByText('Saved 3 rules.')).toBeVisible();
  await rules(otherTab).fill('bus');
  await otherTab.getByRole('button', { name: 'Save the rules for Transit service' }).click();
  const refusal = otherTab.getByRole('alert').filter({ hasText: 'Not saved:' });
  await expect(refusal).toContainText('saved the rules of “Transit service” at ');
  await expect(refusal).toContainText('They are now: bus, grtc, pulse.');
  await otherTab.close();
  expect(
    (
      await db()
        .selectFrom('comment_themes')
        .select('keywords')
        .where('period_id', '=', periodId)
        .where('name', '=', 'Transit service')
        .executeTakeFirstOrThrow()
    ).keywords,
  ).toEqual(['bus', 'grtc', 'pulse']);

  // A theme added by mistake is removed; what goes with it is said first (issue 56).
  await themeForm.getByLabel('Theme').fill('Parking');
  await themeForm.getByLabel('Words and phrases that suggest it (one per line)').fill('garage');
  await themeForm.getByRole('button', { name: 'Add the theme' }).click();
  await expect(themeForm.getByRole('status')).toHaveText('Added the theme “Parking”.');
  await page.getByRole('button', { name: 'Remove the theme “Parking”…' }).click();
  const removal = page.getByRole('group', { name: 'Please confirm' });
  await expect(removal).toContainText(
    `The theme “Parking” leaves “${title}”: its tag comes off 0 comments, and the public record no longer counts comments under it.`,
  );
  await expect(removal).toContainText('Its 1 keyword rule (garage) goes with it.');
  await removal.getByRole('button', { name: 'Yes, remove “Parking”' }).click();
  await expect
    .poll(async () => (await db().selectFrom('comment_themes').select('name').where('period_id', '=', periodId).execute()).map((row) => row.name))
    .toEqual(['Transit service']);
  await expect(page.getByRole('button', { name: 'Remove the theme “Parking”…' })).toHaveCount(0);
  // The page's answers replace each other: “Added” is no longer said once the theme is gone (issue 56).
  await expect(page.getByText('Added the theme “Parking”.')).toHaveCount(0);
  const removals = await db()
    .selectFrom('audit_log')
    .select(sql<string>`details->>'summary'`.as('summary'))
    .where('action', '=', 'comment-theme.delete')
    .execute();
  expect(removals.filter((entry) => entry.summary.includes(`leaves “${title}”`))).toHaveLength(1);
  const theme = await db().selectFrom('comment_themes').select('id').where('period_id', '=', periodId).executeTakeFirstOrThrow();
  await page.goto(`/admin/comment-periods/period?id=${periodId}&theme=${theme.id}`);
  await list.getByLabel('Every comment these filters select (1)').check();
  const response = 'Thank you. Sunday service on GRTC route 7 is in the draft transit needs for Henrico.';
  await list.getByLabel(/One response to all of them/).fill(response);
  await list.getByRole('button', { name: 'Give this response…' }).click();
  await list.getByRole('button', { name: 'Yes, give it and e-mail 1 person' }).click();
  await expect(list.getByRole('status')).toHaveText('Gave the response to 1 comment; 1 commenter is being e-mailed.');
  const [mail] = await expectMail(dolores, 1);
  expect(mail!.subject).toBe(`Our response to your comment on ${title}`);

  // Valid HTML on the staff pages (no sitemap lists them), read while signed in.
  const staffPages = [
    `/admin/comment-periods/period?id=${periodId}`,
    `/admin/comment-periods/period?id=${periodId}&theme=${theme.id}`,
    '/admin/comment-periods',
    `/admin/comment-periods/enter?period=${periodId}`,
  ];
  const staffHtml = await Promise.all(staffPages.map(async (address) => ({ name: address, html: await (await page.request.get(address)).body() })));

  // The public record: the period, counts, the comment with its channel and response, never the contact.
  await page.context().clearCookies();
  await page.goto(`/get-involved/comment-periods/${periodId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Comments by how they reached us' }).getByRole('row', { name: 'Telephone 1' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Comments by theme' }).getByRole('row', { name: 'Transit service 1' })).toBeVisible();
  const themeSection = page.getByRole('region', { name: 'Transit service: 1 comment' });
  await expect(themeSection).toContainText('Telephone · Transit · Henrico County · Dolores Ruiz');
  await expect(themeSection).toContainText(response);
  await expect(page.locator('main')).not.toContainText('555-0142');
  await expect(page.getByText(/days left/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ media: 'screen' });

  const csv = await request.get(`/get-involved/comment-periods/${periodId}/comments.csv`);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const rows = parse(await csv.text(), { columns: true }) as Record<string, string>[];
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ channel: 'Telephone', themes: 'Transit service', response, locality: 'Henrico County' });
  expect(await csv.text()).not.toContain('555-0142');
  const geojson = await (await request.get(`/get-involved/comment-periods/${periodId}/comments.geojson`)).json();
  expect(geojson.features).toHaveLength(1);
  expect(geojson.features[0].geometry.type).toBe('Point');

  // Open periods on the home and meetings pages, with the days left; the no-map form offers it, chosen.
  for (const path of ['/', '/get-involved/meetings']) {
    await page.goto(path);
    const open = page.getByRole('region', { name: 'Open for public comment' });
    await expect(open.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(open).toContainText('10 days left');
  }
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/interactvtrans/comments?period=${periodId}#add-comment`);
  await expect(page.getByLabel('Open comment period')).toHaveValue(periodId);
  await expectNoSeriousA11yViolations(page);
  await page.goto('/get-involved/comment-periods');
  await expect(page.getByRole('region', { name: 'Open now' }).getByRole('link', { name: title, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const publicHtml = await Promise.all(
    [`/get-involved/comment-periods/${periodId}`, '/get-involved/comment-periods'].map(async (address) => ({
      name: address,
      html: await (await request.get(address)).body(),
    })),
  );
  expect(await nuErrors([...staffHtml, ...publicHtml])).toEqual([]);
});

test('a closed period refuses new comments with the reason, and keeps its comments public', async ({ request }) => {
  const database = db();
  const period = await database
    .insertInto('comment_periods')
    .values({
      title: 'Freight Element review',
      description: 'The draft freight element.',
      subject: 'VTrans Freight Element',
      opens_at: new Date(Date.now() - 10 * 86_400_000),
      closes_at: new Date(Date.now() - 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const refused = await request.post('/api/comment/insert-comment', {
    headers: { origin: e2eBaseUrl, 'x-forwarded-for': newClientAddress() },
    data: {
      geometry: { type: 'Point', coordinates: [-77.43, 37.55] },
      category: 'Freight and goods movement',
      text: 'Late comment on trucks.',
      periodId: period.id,
    },
  });
  expect(refused.status()).toBe(409);
  const body = await refused.json();
  expect(body.message).toMatch(
    /^The comment period “Freight Element review” closed on \d\d\/\d\d\/\d{4}, .* and takes no new comments\. Its comments and the responses to them stay public\.$/,
  );
  expect(body.data?.fields?.periodId ?? body.message).toContain('closed on');
  const page = await request.get(`/get-involved/comment-periods/${period.id}`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('Closed');
  // Not offered to the forms any more.
  const open = await (await request.get('/api/comment/periods')).json();
  expect(open.data.map((candidate: { id: string }) => candidate.id)).not.toContain(period.id);
});

test('a reviewer answers two comments: the e-mail is shown as it will be sent, to 2 people; cancelled, nothing goes; confirmed, exactly 2 go, and the response names what it answers; an edit is said first, and a second reviewer’s save over it is refused (issue 56)', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const title = `Rail station access comment period ${stamp}`;
  closeAfterTest(title);
  const [ana, ben] = [uniqueAddress('ana'), uniqueAddress('ben')];
  const { id: periodId } = await db()
    .insertInto('comment_periods')
    .values({
      title,
      description: 'Station access.',
      subject: 'Rail station access',
      opens_at: new Date(Date.now() - 3_600_000),
      closes_at: new Date(Date.now() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const texts = [`Please add bike parking at Staples Mill ${stamp}`, `Please light the path to Main Street Station ${stamp}`];
  for (const [index, email] of [ana, ben].entries()) {
    await sql`insert into comments (category, text, email, period_id, geom) values ('Transit', ${texts[index]}, ${email}, ${periodId}, st_setsrid(st_makepoint(-77.43, 37.55), 4326))`.execute(
      db(),
    );
  }
  afterTest(async (database) => {
    await database.deleteFrom('comments').where('period_id', '=', periodId).execute();
    await database.deleteFrom('comment_responses').where('period_id', '=', periodId).execute();
  });
  const reviewer = await signInBrowser(db(), page.context(), 'reviewer');
  await page.goto(`/admin/comment-periods/period?id=${periodId}`);
  const list = page.getByRole('form', { name: 'The period’s comments' });
  await list.getByLabel('Every comment these filters select (2)').check();
  const response = `Thank you: both are in the station access study (${stamp}).`;
  await list.getByLabel(/One response to all of them/).fill(response);
  await list.getByRole('button', { name: 'Give this response…' }).click();

  const confirmation = list.getByRole('group', { name: 'Please confirm' });
  await expect(confirmation).toContainText(`This response will answer 2 comments of “${title}” on its public record, and 2 people are e-mailed it, once each.`);
  await expect(confirmation).toContainText(`“${texts[0]!.slice(0, 50)}`);
  await expect(confirmation).toContainText('The e-mail, as it will be sent to 2 people:');
  await expect(confirmation).toContainText(`Subject: Our response to your comment on ${title}`);
  await expect(confirmation).toContainText(response);
  await expectNoSeriousA11yViolations(page);
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmation).toHaveCount(0);
  await expect(list.getByRole('button', { name: 'Give this response…' })).toBeFocused();
  // Cancelled: nothing answered, nothing written to send.
  expect(await emailEventsAbout(db(), ana)).toEqual([]);
  expect(await emailEventsAbout(db(), ben)).toEqual([]);
  expect(await db().selectFrom('comments').select('id').where('period_id', '=', periodId).where('response', 'is not', null).execute()).toEqual([]);

  // The ticks and the words are still there: asked again, and confirmed.
  await list.getByRole('button', { name: 'Give this response…' }).click();
  await list.getByRole('button', { name: 'Yes, give it and e-mail 2 people' }).click();
  await expect(list.getByRole('status')).toHaveText('Gave the response to 2 comments; 2 commenters are being e-mailed.');
  const [toAna] = await expectMail(ana, 1);
  const [toBen] = await expectMail(ben, 1);
  for (const mail of [toAna!, toBen!]) {
    expect(mail.subject).toBe(`Our response to your comment on ${title}`);
    expect(mail.text).toContain(response);
  }
  const audit = await db().selectFrom('audit_log').select(['action', 'details']).where('subject', '=', `comment-period:${periodId}`).execute();
  expect(audit.map((row) => row.action)).toEqual(['comment-period.respond']);
  expect((audit[0]!.details as { recipients?: number }).recipients).toBe(2);

  // The response names the comments it answers.
  await page.reload();
  const given = page.getByRole('listitem').filter({ hasText: 'Version 1, to 2 comments' });
  await expect(given).toContainText(`Answers “${texts[0]}”, “${texts[1]}”.`);

  // A second reviewer opens the same response before the first edits it.
  const secondContext = await browser.newContext();
  try {
    const second = await secondContext.newPage();
    await signInBrowser(db(), secondContext, 'reviewer');
    await second.goto(`/admin/comment-periods/period?id=${periodId}`);
    // An edit changes the public record at once: said first, naming the comments; nobody is e-mailed.
    const revised = `${response} The study’s next meeting is in March.`;
    await given.getByLabel(/Edit the response/).fill(revised);
    await given.getByRole('button', { name: 'Save a new version…' }).click();
    const editConfirmation = given.getByRole('group', { name: 'Please confirm' });
    await expect(editConfirmation).toContainText(
      `Version 2 of this response replaces version 1 on the public record of “${title}” at once, for 2 comments. No one is e-mailed again.`,
    );
    await expect(editConfirmation).toContainText(`“${texts[1]!.slice(0, 50)}`);
    await editConfirmation.getByRole('button', { name: 'Yes, publish version 2' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Version 2, to 2 comments' })).toBeVisible();
    expect(await db().selectFrom('comments').select('response').where('period_id', '=', periodId).execute()).toEqual([
      { response: revised },
      { response: revised },
    ]);

    // The second reviewer's form was read at version 1: their save is refused, naming the first, with the newer text.
    const stale = second.getByRole('listitem').filter({ hasText: 'Version 1, to 2 comments' });
    await stale.getByLabel(/Edit the response/).fill(`${response} Something else.`);
    await stale.getByRole('button', { name: 'Save a new version…' }).click();
    await expect(stale.getByRole('alert')).toContainText(`Not saved: ${reviewer.email} saved version 2 at `);
    await expect(stale.getByRole('alert')).toContainText(revised);
    expect(await db().selectFrom('comments').select('response').where('period_id', '=', periodId).execute()).toEqual([
      { response: revised },
      { response: revised },
    ]);
  } finally {
    await secondContext.close();
  }
  const edits = await db().selectFrom('audit_log').select('action').where('actor_id', '=', reviewer.id).where('action', '=', 'comment-response.edit').execute();
  expect(edits).toHaveLength(1);
});

test('an open period with no comments yet says so once, and names where e-mails and letters go (issue 59)', async ({ page }) => {
  const title = `Rail plan review ${Date.now()}`;
  closeAfterTest(title);
  const period = await db()
    .insertInto('comment_periods')
    .values({
      title,
      description: 'The draft rail plan.',
      subject: 'Statewide Rail Plan',
      opens_at: new Date(Date.now() - 86_400_000),
      closes_at: new Date(Date.now() + 10 * 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await page.goto(`/get-involved/comment-periods/${period.id}`);
  await expect(page.getByRole('main')).toContainText('0 comments received, 0 answered.');
  // Not four empty tables, nor an empty list of themes.
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Comments and responses, by theme' })).toHaveCount(0);
  const ways = page.getByRole('region', { name: 'Other ways to comment' });
  await expect(ways.getByRole('link', { name: 'vtrans-comments@oipi.example.gov' })).toHaveAttribute(
    'href',
    `mailto:vtrans-comments@oipi.example.gov?subject=${encodeURIComponent(`Comment: ${title}`)}`,
  );
  await expect(ways).toContainText(
    'By letter to Office of Intermodal Planning and Investment, 1221 East Broad Street, Richmond, VA 23219, postmarked by the closing date.',
  );
  await expectNoSeriousA11yViolations(page);
});

test('staff forms for periods choose localities by checkbox, and the letter form says once what of a person is shown, its box beside its words (issue 59)', async ({
  page,
}) => {
  await signInBrowser(db(), page.context(), 'reviewer');
  await page.goto('/admin/comment-periods');
  const localities = page.getByRole('group', { name: 'Localities it covers (none chosen: statewide)' });
  await localities.getByRole('checkbox', { name: 'City of Richmond' }).check();
  await localities.getByRole('checkbox', { name: 'Henrico County' }).check();
  await expect(localities.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await expect(page.getByRole('listbox')).toHaveCount(0);

  await page.goto('/admin/comment-periods/enter');
  const who = page.getByRole('group', { name: 'Who made it' });
  await expect(who).toContainText(
    'Their e-mail, telephone and address are never shown or exported. Their name is shown with the comment, unless they asked that it not be published.',
  );
  const keptPrivate = who.getByRole('checkbox', { name: /^The person asked that the comment not be published/ });
  const box = (await keptPrivate.boundingBox())!;
  const words = (await who.getByText(/^The person asked that the comment not be published/).boundingBox())!;
  // Beside its words: on their first line, to their left.
  expect(box.x + box.width).toBeLessThanOrEqual(words.x);
  expect(Math.abs(box.y - words.y)).toBeLessThan(words.height);
  await expectNoSeriousA11yViolations(page);
});
