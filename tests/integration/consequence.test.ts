import { recordAudit, type Trx, type ValidSession } from '@vtrans/db';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { type Consequence, ConfirmationNeeded, type ConsequenceStatement, confirmedThenDone } from '../../apps/web/src/server/http/consequence';
import { cloneDatabase, type TestDatabase } from '../support/databases';

/*
 * The one step every consequential server action takes (issue 56; decision 037), on a real
 * database: without the statement's fingerprint nothing is done and nothing audited; with it the
 * work runs and its audit entry commits with it; a fingerprint of something that has changed since
 * is asked again. tests/lint/consequential-actions.test.ts proves every such action takes it.
 */

let database: TestDatabase;
let staffId: string;

beforeAll(async () => {
  database = await cloneDatabase(inject('serverUrl'), inject('baseTemplate'));
  staffId = (await database.db.insertInto('users').values({ email: 'reviewer@example.org', role: 'reviewer' }).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => database.drop());

/** What the statement says depends on a number a test changes between asking and confirming. */
let openRequests = 1;
beforeEach(() => {
  openRequests = 1;
});
const statement = (name: string): ConsequenceStatement => ({
  subject: `thing:${name}`,
  summary: `${name} will be removed.`,
  effects: [`${openRequests} open request stays.`],
  confirmLabel: `Yes, remove ${name}`,
});
const removal: Consequence<{ name: string; quiet?: boolean }> = {
  kind: 'deletes',
  audit: 'thing.remove',
  describe: async ({ name, quiet }) => (quiet ? null : statement(name)),
};

/** The step in a transaction of its own, as formAction runs it: the token the form sent (or none), and whether the work ran. */
async function step(input: { name: string; quiet?: boolean }, token: string | null, consequence: Consequence<{ name: string; quiet?: boolean }> = removal) {
  let ran = 0;
  const outcome = await database.db
    .transaction()
    .execute((trx: Trx) =>
      confirmedThenDone(
        consequence,
        input,
        { db: trx, onRollback: () => {}, afterCommit: () => {}, session: { user: { id: staffId } } as ValidSession },
        token,
        async () => {
          ran += 1;
          // A work that keeps its own record (as content's publication does), for a step with audit: null.
          if (consequence.audit === null)
            await recordAudit(trx, { actorId: staffId, action: 'thing.own-record', subject: `thing:${input.name}`, details: { key: input.name } });
          return { subject: input.name === 'new' ? 'thing:42' : undefined };
        },
      ),
    )
    .then(
      () => null,
      (error: unknown) => error,
    );
  return { ran, outcome };
}

const auditOf = (subject: string) => database.db.selectFrom('audit_log').select(['action', 'actor_id', 'details']).where('subject', '=', subject).execute();

describe('the confirmation step', () => {
  it('answers what would happen instead of acting, and audits nothing, until the form sends the statement back', async () => {
    const asked = await step({ name: 'plan.pdf' }, null);
    expect(asked.ran).toBe(0);
    expect(asked.outcome).toBeInstanceOf(ConfirmationNeeded);
    const { confirmation } = asked.outcome as ConfirmationNeeded;
    expect(confirmation).toMatchObject({
      kind: 'deletes',
      summary: 'plan.pdf will be removed.',
      effects: ['1 open request stays.'],
      confirmLabel: 'Yes, remove plan.pdf',
      changed: false,
    });
    expect(await auditOf('thing:plan.pdf')).toEqual([]);

    // Another input's token confirms nothing.
    const otherToken = ((await step({ name: 'other.pdf' }, null)).outcome as ConfirmationNeeded).confirmation.token;
    expect((await step({ name: 'plan.pdf' }, otherToken)).ran).toBe(0);

    const done = await step({ name: 'plan.pdf' }, confirmation.token);
    expect(done).toEqual({ ran: 1, outcome: null });
    expect(await auditOf('thing:plan.pdf')).toEqual([
      { action: 'thing.remove', actor_id: staffId, details: { summary: 'plan.pdf will be removed.', effects: ['1 open request stays.'] } },
    ]);
  });

  it('asks again, saying so, when what it would do has changed since it was shown', async () => {
    const { token } = ((await step({ name: 'map.pdf' }, null)).outcome as ConfirmationNeeded).confirmation;
    openRequests = 2;
    const again = await step({ name: 'map.pdf' }, token);
    expect(again.ran).toBe(0);
    expect((again.outcome as ConfirmationNeeded).confirmation).toMatchObject({ effects: ['2 open request stays.'], changed: true });
    expect(await auditOf('thing:map.pdf')).toEqual([]);
  });

  it('acts at once, auditing nothing of its own, where the input does nothing consequential', async () => {
    expect(await step({ name: 'tag', quiet: true }, null)).toEqual({ ran: 1, outcome: null });
    expect(await auditOf('thing:tag')).toEqual([]);
  });

  it('names what the work made in the audit entry, and adds what was shown to the entry of a work that writes its own', async () => {
    const { token } = ((await step({ name: 'new' }, null)).outcome as ConfirmationNeeded).confirmation;
    await step({ name: 'new' }, token);
    expect((await auditOf('thing:42')).map((entry) => entry.action)).toEqual(['thing.remove']);

    const selfAudited = { ...removal, audit: null };
    const asked = ((await step({ name: 'feed.xml' }, null, selfAudited)).outcome as ConfirmationNeeded).confirmation;
    expect(await step({ name: 'feed.xml' }, asked.token, selfAudited)).toEqual({ ran: 1, outcome: null });
    expect(await auditOf('thing:feed.xml')).toEqual([
      { action: 'thing.own-record', actor_id: staffId, details: { key: 'feed.xml', summary: 'feed.xml will be removed.', effects: ['1 open request stays.'] } },
    ]);
  });
});
