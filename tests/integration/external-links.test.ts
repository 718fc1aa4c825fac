import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createContentItem, externalLinkReport, saveContentItem, sql, submitForReview, type Trx } from '@vtrans/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLink, isPrivateAddress } from '../../apps/worker/src/links/check-link';
import { useEmailStack } from '../support/email-stack';
import { eventually } from '../support/worker';

// Content's links to other sites (issue 63): the worker checks them against servers on loopback
// that answer as other sites do — fine, gone, in a loop, never — and the report lists the broken
// ones with where they are used.

let server: Server;
let base = '';
/** What /moved answers: a page that goes away and comes back. */
let movedStatus = 404;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/fine') return response.writeHead(200).end('fine');
    if (path === '/gone') return response.writeHead(404).end();
    if (path === '/moved') return response.writeHead(movedStatus).end();
    if (path === '/loop-a') return response.writeHead(302, { location: '/loop-b' }).end();
    if (path === '/loop-b') return response.writeHead(301, { location: `${base}/loop-a` }).end();
    if (path === '/renamed') return response.writeHead(301, { location: '/fine' }).end();
    // Some servers refuse HEAD and serve GET: the page works.
    if (path === '/no-head') return response.writeHead(request.method === 'HEAD' ? 405 : 200).end();
    if (path === '/checkers-refused') return response.writeHead(403).end();
    if (path === '/never') return; // accepts the connection, answers nothing
    response.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('a link to another site', () => {
  const check = (path: string) => checkLink(`${base}${path}`, { timeoutMs: 400, privateAddresses: true });

  it('works when it answers 2xx, after redirects or only to GET; is broken on 404, a loop or silence; unverified when checkers are refused', async () => {
    expect(await check('/fine')).toEqual({ outcome: 'ok', answer: 'answered 200 OK' });
    expect(await check('/renamed')).toEqual({ outcome: 'ok', answer: `answered 200 OK after 1 redirect, at ${base}/fine` });
    expect(await check('/no-head')).toEqual({ outcome: 'ok', answer: 'answered 200 OK' });
    expect(await check('/gone')).toEqual({ outcome: 'broken', answer: 'answered 404 Not Found' });
    expect(await check('/loop-a')).toEqual({ outcome: 'broken', answer: `redirects in a loop: ${base}/loop-a → ${base}/loop-b → ${base}/loop-a` });
    expect(await check('/never')).toEqual({ outcome: 'broken', answer: 'no answer within 0.4 seconds' });
    expect(await check('/checkers-refused')).toMatchObject({
      outcome: 'unverified',
      answer: expect.stringMatching(/^answered 403 Forbidden: the site may turn away/),
    });
  });

  it('counts as private every address that leads inside: loopback, private ranges, link-local, IPv4 inside IPv6', () => {
    const inside = [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '198.18.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
    ];
    const mapped = ['::ffff:127.0.0.1', '::ffff:7f00:1', '64:ff9b::a00:1', '2002:a00:1::1'];
    for (const address of [...inside, ...mapped]) expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111']) expect(isPrivateAddress(address), address).toBe(false);
  });

  it('is broken when it is no web address a browser can open', async () => {
    expect(await checkLink('http://example.com:99999/', { timeoutMs: 400 })).toEqual({ outcome: 'broken', answer: 'is not a web address a browser can open' });
  });

  it('on a private network is not fetched: readers cannot reach it either', async () => {
    let asked = 0;
    server.once('request', () => (asked += 1));
    expect(await checkLink(`${base}/fine`, { timeoutMs: 400 })).toEqual({
      outcome: 'broken',
      answer: 'leads to a private network address (127.0.0.1) that readers cannot reach',
    });
    // A name that resolves to loopback is refused where the connection is made.
    expect(await checkLink(`${base.replace('127.0.0.1', 'localhost')}/fine`, { timeoutMs: 400 })).toMatchObject({
      outcome: 'broken',
      answer: expect.stringMatching(/^leads to a private network address \((127\.0\.0\.1|::1)\)/),
    });
    expect(asked).toBe(0);
  });
});

describe('the worker’s link check', () => {
  const stack = useEmailStack('seededTemplate');

  it('checks content’s links on schedule and on submission, reports the broken ones with where they are used, and checks again a day later', async () => {
    const { db } = stack.database;
    const app = await stack.start({ LINK_CHECK_PRIVATE_ADDRESSES: 'true', LINK_CHECK_TIMEOUT_MS: '400', LINK_CHECK_EVERY_MS: String(60 * 60_000) });
    // The schedule's first run goes at start-up, with nothing to check yet: it is let finish first.
    await eventually(
      async () => (await app.queues.content.getJobs(['completed'])).some((job) => job.name === 'links.check') || null,
      15_000,
      'the first scheduled check',
    );
    const editor = (await db.insertInto('users').values({ email: 'links-editor@example.org', role: 'editor' }).returning('id').executeTakeFirstOrThrow()).id;
    const inTransaction = <Result>(work: (trx: Trx) => Promise<Result>) => db.transaction().execute(work);
    const update = (body: string) => ({ date: '2026-12-02', title: 'Corridor study links', intro: 'Where to read more.', body, localities: [] });
    const itemId = await inTransaction((trx) =>
      createContentItem(
        trx,
        'updates',
        update(
          `Read [the study](${base}/fine), [the old page](${base}/gone), [the maze](${base}/loop-a), [the slow one](${base}/never), [the guarded one](${base}/checkers-refused) and [the moved one](${base}/moved). [Our own page](/plan).`,
        ) as never,
        editor,
      ),
    );
    const sweep = async () => {
      const job = await app.queues.content.add('links.check', { event: 'links.check', payload: { reason: 'operator' } });
      await eventually(async () => (await job.isCompleted()) || null, 30_000, 'the link check');
      return (await app.queues.content.getJob(job.id!))!.returnvalue as { checked: number; broken: number };
    };

    expect(await sweep()).toEqual({ checked: 6, broken: 4 });
    const report = await externalLinkReport(db);
    expect(report).toMatchObject({ working: 1, waiting: 0 });
    expect(report.problems.map((row) => [row.url, row.outcome, row.answer])).toEqual(
      expect.arrayContaining([
        [`${base}/gone`, 'broken', 'answered 404 Not Found'],
        [`${base}/moved`, 'broken', 'answered 404 Not Found'],
        [`${base}/loop-a`, 'broken', `redirects in a loop: ${base}/loop-a → ${base}/loop-b → ${base}/loop-a`],
        [`${base}/never`, 'broken', 'no answer within 0.4 seconds'],
        [`${base}/checkers-refused`, 'unverified', expect.stringMatching(/^answered 403 Forbidden/)],
      ]),
    );
    expect(report.problems.at(-1)!.outcome).toBe('unverified');
    expect(report.problems[0]!.uses).toEqual([{ itemId, title: 'Corridor study links', kind: 'updates', field: 'Body', onSite: false }]);

    // Checked within the day: the next run asks nobody.
    expect(await sweep()).toEqual({ checked: 0, broken: 0 });

    // A day later (the clock moved), every link is asked again; the page that came back works, and one still gone keeps the day it broke.
    const brokenSince = async (path: string) =>
      (await db.selectFrom('external_links').select('broken_since').where('url', '=', `${base}${path}`).executeTakeFirstOrThrow()).broken_since;
    const goneSince = await brokenSince('/gone');
    await sql`update external_links set checked_at = checked_at - interval '25 hours', broken_since = broken_since - interval '25 hours'`.execute(db);
    movedStatus = 200;
    expect(await sweep()).toEqual({ checked: 6, broken: 3 });
    expect(await brokenSince('/moved')).toBeNull();
    expect((await brokenSince('/gone'))!.getTime()).toBe(goneSince!.getTime() - 25 * 3600_000);

    // A version submitted for review has its new link checked at once, without waiting for the hour.
    await inTransaction((trx) => saveContentItem(trx, itemId, 1, update(`Read [the renamed study](${base}/renamed).`) as never, editor, null));
    const { version } = await db.selectFrom('content_items').select('version').where('id', '=', itemId).executeTakeFirstOrThrow();
    await inTransaction((trx) => submitForReview(trx, itemId, version, editor, ''));
    const renamed = await eventually(
      () => db.selectFrom('external_links').select(['outcome', 'answer']).where('url', '=', `${base}/renamed`).executeTakeFirst(),
      15_000,
      'the submitted version’s link to be checked',
    );
    expect(renamed).toEqual({ outcome: 'ok', answer: `answered 200 OK after 1 redirect, at ${base}/fine` });
    // The links the item no longer makes leave the report.
    expect((await externalLinkReport(db)).problems).toEqual([]);
  });
});
