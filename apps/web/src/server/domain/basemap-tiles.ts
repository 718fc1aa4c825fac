import 'server-only';
import { basemapTile, type Db, findBasemapVersion, TILE_MAX_BYTES } from '@vtrans/db';

/** The basemap's version (the active imports' ids): tile URLs, ETags and the tile cache carry it. */
export async function basemapVersion(db: Db): Promise<string> {
  return (await findBasemapVersion(db)).version;
}

/** What the cache holds by default: about 4,000 street-level tiles of a city (decision 038). */
const defaultBudgetBytes = 32 * 1024 * 1024;
/**
 * What an entry costs besides its bytes (the key, the Map's slot, the Buffer's object): an empty
 * tile (open sea, an empty county at z15) is 0 bytes and must still count, or the budget would
 * never bound how many of them are kept.
 */
const entryOverheadBytes = 200;

/**
 * Built basemap tiles of the version being served, in this process's memory, least recently used
 * out first past a byte budget (decision 038). A tile is built from the active imports, so the
 * version (their ids) is the whole of what it depends on besides z/x/y: the first request under a
 * new version — an import activated, by any process — empties the cache, and nothing else ever
 * has to tell it. Concurrent requests for a tile that is being built wait for that one build.
 */
export class BasemapTileCache {
  private version: string | undefined;
  /**
   * Versions served before the current one. A request that read the version just before an import
   * was activated may finish after one that read the new version: its tile is answered, but it
   * must not send the cache back to the old version (and empty it twice).
   */
  private readonly retired = new Set<string>();
  private readonly tiles = new Map<string, Buffer>();
  private readonly building = new Map<string, Promise<Buffer>>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly budgetBytes = defaultBudgetBytes) {}

  /** The tile at z/x/y under `version`: the kept copy, or `build`'s (kept for the next request). */
  async tile(version: string, z: number, x: number, y: number, build: () => Promise<Buffer>): Promise<Buffer> {
    if (this.retired.has(version)) return build();
    if (version !== this.version) this.clear(version);
    const key = `${z}/${x}/${y}`;
    const kept = this.tiles.get(key);
    if (kept) {
      // Map keeps insertion order: taking the tile out and back makes it the most recently used.
      this.tiles.delete(key);
      this.tiles.set(key, kept);
      this.hits += 1;
      return kept;
    }
    const pending = this.building.get(key);
    if (pending) return pending;
    this.misses += 1;
    const built = build();
    this.building.set(key, built);
    let tile: Buffer;
    try {
      tile = await built;
    } finally {
      // Only this build's own entry: after a version change the key may be a newer build's.
      if (this.building.get(key) === built) this.building.delete(key);
    }
    // Built under a version that is no longer served (an import activated meanwhile): answer it,
    // but do not keep it among the new version's tiles. Over the size limit: the route answers
    // 413, and keeping half a megabyte for a refusal would only push good tiles out.
    if (version === this.version && tile.length <= TILE_MAX_BYTES) this.keep(key, tile);
    return tile;
  }

  /** Tiles and bytes held (with each entry's overhead). */
  get size(): { tiles: number; bytes: number } {
    return { tiles: this.tiles.size, bytes: this.bytes };
  }

  private keep(key: string, tile: Buffer): void {
    if (this.tiles.has(key)) return;
    // A small Buffer from the database driver is a slice of a shared 8 KB pool: kept as it is, it
    // would keep the whole pool alive, and the budget would count a fraction of what is held.
    const own = Buffer.allocUnsafeSlow(tile.length);
    tile.copy(own);
    this.tiles.set(key, own);
    this.bytes += tile.length + entryOverheadBytes;
    for (const [oldest, entry] of this.tiles) {
      if (this.bytes <= this.budgetBytes) break;
      this.tiles.delete(oldest);
      this.bytes -= entry.length + entryOverheadBytes;
    }
  }

  private clear(version: string): void {
    if (this.version !== undefined) this.retired.add(this.version);
    this.version = version;
    this.tiles.clear();
    // Builds under the old version finish for their own requests; later ones must not join them.
    this.building.clear();
    this.bytes = 0;
  }
}

/** The web process's cache; the route serves every basemap tile through it. */
const processCache = new BasemapTileCache();

/** The basemap tile at z/x/y as served under `version`, from the cache when it holds it. */
export async function servedBasemapTile(db: Db, version: string, z: number, x: number, y: number, cache = processCache): Promise<Buffer> {
  return cache.tile(version, z, x, y, () => basemapTile(db, z, x, y));
}
