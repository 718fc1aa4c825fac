import { addPasskey, passkeyCredentialsOf, passkeyUsed } from '@vtrans/db';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { cloneDatabase, type TestDatabase } from '../support/databases';

// Decision 043 left open: a passkey's signature counter was written without comparing it to the
// stored one, so two answers with one counter (a cloned key used beside the real one) both passed.
describe('a passkey’s signature counter', () => {
  let database: TestDatabase;
  let userId: string;

  beforeEach(async () => {
    database = await cloneDatabase(inject('serverUrl'), inject('baseTemplate'));
    userId = (await database.db.insertInto('users').values({ email: 'keyholder@example.gov', role: 'reviewer' }).returning('id').executeTakeFirstOrThrow()).id;
  });

  afterEach(async () => {
    await database.drop();
  });

  const passkey = (id: string, counter: number) =>
    addPasskey(database.db, { id, userId, publicKey: new Uint8Array([1, 2, 3]), counter, transports: ['internal'], label: id });
  const storedCounter = async (id: string) => Number((await passkeyCredentialsOf(database.db, userId)).find((candidate) => candidate.id === id)!.counter);

  it('is taken by one of two answers carrying the same counter at the same moment, never both', async () => {
    await passkey('counting-key', 5);
    const answers = await Promise.all([passkeyUsed(database.db, 'counting-key', 6), passkeyUsed(database.db, 'counting-key', 6)]);
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await storedCounter('counting-key')).toBe(6);
    // Nor later, nor one that went backwards.
    expect(await passkeyUsed(database.db, 'counting-key', 6)).toBe(false);
    expect(await passkeyUsed(database.db, 'counting-key', 4)).toBe(false);
    expect(await passkeyUsed(database.db, 'counting-key', 7)).toBe(true);
  });

  it('lets a device that keeps no counter answer 0 each time, but not drop to 0 once it counted', async () => {
    await passkey('synced-key', 0);
    expect(await passkeyUsed(database.db, 'synced-key', 0)).toBe(true);
    expect(await passkeyUsed(database.db, 'synced-key', 0)).toBe(true);
    await passkey('counted-key', 3);
    expect(await passkeyUsed(database.db, 'counted-key', 0)).toBe(false);
    expect(await storedCounter('counted-key')).toBe(3);
  });
});
