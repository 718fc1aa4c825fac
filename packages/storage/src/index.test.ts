import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localFileStorage } from './index';

describe('local file storage', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'vtrans-storage-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores under a new random key, reads back the same bytes, and removes', async () => {
    const storage = localFileStorage(root);
    const key = await storage.put('submissions', new Uint8Array([1, 2, 3]), 'zip');
    expect(key).toMatch(/^submissions\/[A-Za-z0-9_-]{22}\.zip$/);
    expect(await storage.put('submissions', new Uint8Array([1]), 'zip')).not.toBe(key);
    expect([...(await storage.get(key))]).toEqual([1, 2, 3]);
    await storage.remove(key);
    await storage.remove(key);
    await expect(storage.get(key)).rejects.toThrow(/ENOENT/);
    expect((await readdir(path.join(root, 'submissions'))).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('refuses a key that could reach outside its folder', async () => {
    const storage = localFileStorage(root);
    await expect(storage.get('../../etc/passwd')).rejects.toThrow(/Not a storage key/);
    await expect(storage.remove('submissions/../../x.zip')).rejects.toThrow(/Not a storage key/);
  });
});
