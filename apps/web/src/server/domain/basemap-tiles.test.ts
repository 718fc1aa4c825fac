import { describe, expect, it, vi } from 'vitest';
import { BasemapTileCache } from './basemap-tiles';

vi.mock('server-only', () => ({}));

/** A builder that counts its builds and answers a tile naming the version and build. */
function builder() {
  let builds = 0;
  const build = (version: string) => async () => Buffer.from(`${version}#${++builds}`);
  return { build, builds: () => builds };
}

describe('the basemap tile cache', () => {
  it('answers a tile it holds without building it again, and builds again under a new import id', async () => {
    const cache = new BasemapTileCache();
    const { build, builds } = builder();
    expect(String(await cache.tile('1.3', 15, 17250, 11496, build('1.3')))).toBe('1.3#1');
    expect(String(await cache.tile('1.3', 15, 17250, 11496, build('1.3')))).toBe('1.3#1');
    expect(String(await cache.tile('1.3', 15, 17250, 11497, build('1.3')))).toBe('1.3#2');
    expect(builds()).toBe(2);
    // Import 5 replaces import 3: every tile is built again, and the old ones are let go.
    expect(String(await cache.tile('1.5', 15, 17250, 11496, build('1.5')))).toBe('1.5#3');
    expect(cache.size.tiles).toBe(1);
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 1, misses: 3 });
  });

  it('builds a tile asked for by many at once only once', async () => {
    const cache = new BasemapTileCache();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const build = vi.fn(async () => {
      await gate;
      return Buffer.from('tile');
    });
    const answers = Array.from({ length: 20 }, () => cache.tile('2', 15, 1, 1, build));
    release();
    expect((await Promise.all(answers)).map(String)).toEqual(Array(20).fill('tile'));
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('does not keep a tile built under an import id that was replaced while it was built', async () => {
    const cache = new BasemapTileCache();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const old = cache.tile('1.3', 15, 1, 1, async () => {
      await gate;
      return Buffer.from('old');
    });
    expect(String(await cache.tile('1.5', 15, 1, 2, async () => Buffer.from('new')))).toBe('new');
    release();
    expect(String(await old)).toBe('old');
    expect(String(await cache.tile('1.5', 15, 1, 1, async () => Buffer.from('rebuilt')))).toBe('rebuilt');
  });

  it('is not sent back to an old import by a late request that read the version before the switch', async () => {
    const cache = new BasemapTileCache();
    await cache.tile('1.3', 15, 1, 1, async () => Buffer.from('old'));
    await cache.tile('1.5', 15, 1, 1, async () => Buffer.from('new'));
    // A request that read "1.3" just before the import was activated: answered, not kept, nothing emptied.
    expect(String(await cache.tile('1.3', 15, 1, 1, async () => Buffer.from('late')))).toBe('late');
    expect(cache.size.tiles).toBe(1);
    expect(String(await cache.tile('1.5', 15, 1, 1, async () => Buffer.from('rebuilt')))).toBe('new');
  });

  it('keeps its own copy of a small tile, not a slice of the driver’s shared buffer pool', async () => {
    const cache = new BasemapTileCache();
    const pooled = Buffer.from('a small tile'); // under 4 KB: Node cuts it from a shared 8 KB pool
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length);
    await cache.tile('1', 15, 1, 1, async () => pooled);
    const kept = await cache.tile('1', 15, 1, 1, async () => Buffer.from('rebuilt'));
    expect(String(kept)).toBe('a small tile');
    expect(kept.buffer.byteLength).toBe(kept.length);
  });

  it('stays within its budget, letting the least recently used tile go first; empty tiles count too', async () => {
    // Room for two 1,000-byte tiles (each costs its bytes and a 200-byte entry).
    const cache = new BasemapTileCache(2_400);
    const tile = (fill: string) => async () => Buffer.alloc(1_000, fill);
    await cache.tile('1', 15, 0, 0, tile('a'));
    await cache.tile('1', 15, 0, 1, tile('b'));
    await cache.tile('1', 15, 0, 0, tile('x')); // a is used again: b is now the oldest
    await cache.tile('1', 15, 0, 2, tile('c'));
    expect(cache.size).toEqual({ tiles: 2, bytes: 2_400 });
    expect(String(await cache.tile('1', 15, 0, 0, tile('x')))[0]).toBe('a');
    expect(String(await cache.tile('1', 15, 0, 1, tile('B')))[0]).toBe('B');

    const empties = new BasemapTileCache(2_000);
    for (let x = 0; x < 50; x++) await empties.tile('1', 15, x, 0, async () => Buffer.alloc(0));
    expect(empties.size.tiles).toBe(10);
  });

  it('does not keep a tile over the size limit (the route refuses it with 413)', async () => {
    const cache = new BasemapTileCache();
    await cache.tile('1', 12, 0, 0, async () => Buffer.alloc(600_000));
    expect(cache.size.tiles).toBe(0);
  });

  it('keeps no failed build: the next request tries again', async () => {
    const cache = new BasemapTileCache();
    await expect(cache.tile('1', 15, 0, 0, async () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(String(await cache.tile('1', 15, 0, 0, async () => Buffer.from('tile')))).toBe('tile');
  });
});
