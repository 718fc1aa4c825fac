import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { downloadFormats } from '@vtrans/contracts/open-data';
import { findOpenDataset, requestLayerDownloads, sql } from '@vtrans/db';
import { layerDownloadFile, layerDownloadFolder } from '@vtrans/spatial/export';
import { type FileStorage, localFileStorage } from '@vtrans/storage';
import { unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { createLayerDownloadHandlers } from '../../apps/worker/src/processors/layer-downloads';
import { cloneDatabase, type TestDatabase } from '../support/databases';
import { handlerContext } from '../support/worker';

/** The DOS date and time of each entry in a zip's central directory, as written (no zone). */
function zipEntryDates(zip: Uint8Array): Record<string, string> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const dates: Record<string, string> = {};
  for (let offset = 0; offset + 46 <= zip.length; offset += 1) {
    if (view.getUint32(offset, true) !== 0x02014b50) continue;
    const time = view.getUint16(offset + 12, true);
    const date = view.getUint16(offset + 14, true);
    const name = new TextDecoder().decode(zip.subarray(offset + 46, offset + 46 + view.getUint16(offset + 28, true)));
    const two = (value: number) => String(value).padStart(2, '0');
    dates[name] = `${(date >> 9) + 1980}-${two((date >> 5) & 15)}-${two(date & 31)}T${two(time >> 11)}:${two((time >> 5) & 63)}`;
  }
  return dates;
}

describe('a layer’s download files, written by the worker when its features change (issue 59)', () => {
  let database: TestDatabase;
  let dataDir: string;
  let storage: FileStorage;
  const layerId = 'test-mixed-shapes';

  beforeEach(async () => {
    database = await cloneDatabase(inject('serverUrl'), inject('seededTemplate'));
    dataDir = await mkdtemp(path.join(tmpdir(), 'vtrans-downloads-'));
    storage = localFileStorage(dataDir);
  });
  afterEach(async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const pendingEvents = async () =>
    Number(
      (
        await sql<{
          count: string;
        }>`select count(*) from outbox where event = 'layer.write-downloads' and dispatched_at is null and payload->>'layerId' = ${layerId}`.execute(
          database.db,
        )
      ).rows[0]!.count,
    );
  const run = () =>
    createLayerDownloadHandlers({ db: database.db, storage, databaseUrl: database.url })['layer.write-downloads']!({ layerId }, handlerContext('job'));

  async function publishMixedLayer() {
    await database.db
      .insertInto('layers')
      .values({
        id: layerId,
        name: 'Mixed shapes',
        description: 'A point, a line and an area.',
        category: 'Test',
        geometry_type: 'line',
        style: '{"paint":{},"legend":[]}',
        source: 'Test',
        published: true,
      })
      .execute();
    // Three statements, as the seed writes a layer feature by feature: one event waits for them all.
    for (const [key, wkt] of [
      ['0', 'POINT(-77.43 37.54)'],
      ['1', 'LINESTRING(-77.45 37.55, -77.43 37.55)'],
      ['2', 'POLYGON((-77.45 37.53, -77.44 37.53, -77.44 37.54, -77.45 37.53))'],
    ]) {
      await sql`insert into layer_features (layer_id, feature_key, properties, geom) values (${layerId}, ${key}, '{"name":"x"}', st_geomfromtext(${wkt}, 4326))`.execute(
        database.db,
      );
    }
  }

  it('asks once per burst of changes, writes all five formats, records them, and a repeat writes nothing', async () => {
    await publishMixedLayer();
    expect(await pendingEvents()).toBe(1);
    // A reader asking for a missing file adds no second request while one waits.
    await requestLayerDownloads(database.db, layerId);
    expect(await pendingEvents()).toBe(1);

    const first = (await run()) as { version: string; written: string[] };
    expect(first.written).toEqual([...downloadFormats]);
    const dataset = (await findOpenDataset(database.db, layerId))!;
    // The page lists what was written, for this version, and names each kind of shape.
    expect(dataset.shapes).toEqual({ point: 1, line: 1, polygon: 1 });
    expect(Object.keys(dataset.downloadSizes ?? {}).sort()).toEqual([...downloadFormats].sort());
    for (const format of downloadFormats) {
      const { key } = layerDownloadFile({ id: layerId, name: 'Mixed shapes', version: dataset.version }, format);
      expect(await storage.size(key)).toBe(dataset.downloadSizes![format]);
    }
    expect(((await run()) as { written: string[] }).written).toEqual([]);
  });

  it('dates the zipped Shapefile’s entries in Virginia time, when the data last changed', async () => {
    await publishMixedLayer();
    await run();
    const dataset = (await findOpenDataset(database.db, layerId))!;
    const zip = await storage.get(layerDownloadFile({ id: layerId, name: 'Mixed shapes', version: dataset.version }, 'shapefile').key);
    expect(Object.keys(unzipSync(zip))).toEqual(
      expect.arrayContaining(['mixed_shapes_points.shp', 'mixed_shapes_lines.shp', 'mixed_shapes_polygons.shp', 'mixed_shapes_points.cpg']),
    );
    const virginia = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/New_York', dateStyle: 'short', timeStyle: 'short' })
      .format(new Date(dataset.updatedAt))
      .replace(' ', 'T');
    expect(new Set(Object.values(zipEntryDates(zip)))).toEqual(new Set([virginia]));
  });

  it('a new version’s files replace the old ones, and its shapes are counted again', async () => {
    await publishMixedLayer();
    const first = (await run()) as { version: string };
    await sql`delete from layer_features where layer_id = ${layerId} and feature_key = '0'`.execute(database.db);
    expect(await pendingEvents()).toBe(1);
    const second = (await run()) as { version: string; removed: number };
    expect(second.version).not.toBe(first.version);
    expect(second.removed).toBe(downloadFormats.length);
    expect(await storage.list(`downloads/${layerId}`)).toEqual(expect.arrayContaining([expect.stringContaining(layerDownloadFolder(layerId, second.version))]));
    expect((await storage.list(`downloads/${layerId}`)).filter((key) => key.includes(first.version))).toEqual([]);
    expect((await findOpenDataset(database.db, layerId))!.shapes).toEqual({ line: 1, polygon: 1 });
  });
});
