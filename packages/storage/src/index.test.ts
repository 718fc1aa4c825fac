import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
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

  it('stores a written file under a named key only once the writer succeeds, and lists a folder', async () => {
    const storage = localFileStorage(root);
    const key = 'downloads/roads/v1/roads.shp.zip';
    await expect(
      storage.putWritten(key, async (filePath) => {
        expect(filePath.endsWith('roads.shp.zip')).toBe(true);
        await writeFile(filePath, 'half');
        throw new Error('GDAL failed');
      }),
    ).rejects.toThrow('GDAL failed');
    expect(await storage.list('downloads')).toEqual([]);
    await storage.putWritten(key, (filePath) => writeFile(filePath, 'whole'));
    await storage.putWritten('downloads/roads/v2/roads.gpkg', (filePath) => writeFile(filePath, 'newer'));
    expect((await storage.list('downloads/roads')).sort()).toEqual(['downloads/roads/v1/roads.shp.zip', 'downloads/roads/v2/roads.gpkg']);
    expect(new TextDecoder().decode(await storage.get(key))).toBe('whole');
    expect(await storage.list('nothing-here')).toEqual([]);
    await expect(storage.putWritten('downloads/../../etc/x', async () => {})).rejects.toThrow(/Not a storage key/);
    await expect(storage.list('../')).rejects.toThrow(/Not a storage folder/);
  });
});
