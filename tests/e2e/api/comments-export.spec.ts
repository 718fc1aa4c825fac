import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { insertComment, setCommentHidden, sql } from '@vtrans/db';
import { parse } from 'csv-parse/sync';
import { createUser, signedInCookie } from '../auth-fixtures';
import { runDatabase } from '../run-database';
import { ogrSummary } from '../../support/ogr-summary';

// Issue 23: staff export the comments as the public record — read back with parsers nobody here
// wrote (csv-parse, GDAL's GeoJSON and CSV drivers).
const db = runDatabase();

test('the CSV and GeoJSON hold exactly the filtered comments, hidden ones only when asked, never an address; formulas are neutralised', async ({ request }) => {
  const marker = `export-${Date.now()}`;
  // Henrico County (51087), two of them with an e-mail address; one hidden; one a formula.
  const henrico = { type: 'Point' as const, coordinates: [-77.36, 37.55] as [number, number] };
  const ids = await db()
    .transaction()
    .execute(async (trx) => [
      await insertComment(trx, {
        geometry: henrico,
        category: 'Safety',
        text: `=HYPERLINK("http://evil.example","Click") ${marker}`,
        email: 'formula@example.org',
        name: 'Eve',
      }),
      await insertComment(trx, {
        geometry: henrico,
        category: 'Safety',
        text: `Speeds < 25 mph, "please" ${marker}`,
        email: 'ana@example.org',
        language: 'es',
        locationNote: '+ Route 5',
      }),
      await insertComment(trx, { geometry: henrico, category: 'Transit', text: `Bus stop needs a shelter ${marker}` }),
    ]);
  await setCommentHidden(db(), ids[2]!, true);
  const cookie = await signedInCookie(db(), (await createUser(db(), 'reviewer')).id);
  const exportOf = (query: string) => request.get(`/api/admin/comments/export?${query}`, { headers: { cookie } });

  const csvResponse = await exportOf('format=csv&locality=51087');
  expect(csvResponse.status()).toBe(200);
  expect(csvResponse.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(csvResponse.headers()['content-disposition']).toMatch(/^attachment; filename="vtrans-comments-\d{4}-\d{2}-\d{2}\.csv"$/);
  const csv = await csvResponse.text();
  // The commenters' addresses are nowhere (another test's comment may mention an address in its words).
  const addresses = ['formula@example.org', 'ana@example.org'];
  for (const address of addresses) expect(csv).not.toContain(address);
  const records = parse(csv, { columns: true }) as Record<string, string>[];
  const ours = records.filter((record) => record.text!.includes(marker));
  expect(ours.map((record) => record.id).sort()).toEqual([...ids].sort());
  // Exactly the filtered comments: every Henrico comment in the database, and nothing else.
  const inHenrico = await db()
    .selectFrom('comments as c')
    .innerJoin('localities as l', (join) => join.on(sql<boolean>`st_intersects(l.geom, st_pointonsurface(c.geom))`))
    .select('c.id')
    .where('l.fips', '=', '51087')
    .execute();
  expect(records.map((record) => record.id).sort()).toEqual(inHenrico.map((row) => row.id).sort());
  expect(Object.keys(records[0]!)).toEqual([
    'id',
    'date',
    'category',
    'locality',
    'place',
    'text',
    'language',
    'likes',
    'response',
    'response_date',
    'channel',
    'meeting',
    'period',
    'themes',
    'hidden',
    'wkt',
  ]);
  const formula = ours.find((record) => record.id === ids[0])!;
  expect(formula.text).toBe(`'=HYPERLINK("http://evil.example","Click") ${marker}`);
  expect(formula).toMatchObject({ category: 'Safety', locality: 'Henrico County', language: 'en', likes: '0', hidden: 'no', wkt: 'POINT(-77.36 37.55)' });
  // The language each was written in (issue 62): a reply to it is written in that language.
  expect(ours.find((record) => record.id === ids[1])).toMatchObject({ text: `Speeds < 25 mph, "please" ${marker}`, language: 'es', place: "'+ Route 5" });
  expect(ours.find((record) => record.id === ids[2])!.hidden).toBe('yes');

  // Only what is shown, then only Safety: the hidden one goes, then the Transit one.
  const shown = parse(await (await exportOf('format=csv&locality=51087&visibility=visible')).text(), { columns: true }) as Record<string, string>[];
  expect(shown.map((record) => record.id)).not.toContain(ids[2]);
  expect(shown.every((record) => record.hidden === 'no')).toBe(true);
  const safety = parse(await (await exportOf('format=csv&locality=51087&category=Safety')).text(), { columns: true }) as Record<string, string>[];
  expect(
    safety
      .filter((record) => record.text!.includes(marker))
      .map((record) => record.id)
      .sort(),
  ).toEqual([ids[0], ids[1]].sort());

  // GDAL reads both files: the same count, the fields, and the CSV's WKT as geometry.
  const folder = mkdtempSync(path.join(tmpdir(), 'comments-export-'));
  try {
    const geojsonResponse = await exportOf('format=geojson&locality=51087');
    expect(geojsonResponse.headers()['content-type']).toBe('application/geo+json');
    const geojson = await geojsonResponse.text();
    for (const address of addresses) expect(geojson).not.toContain(address);
    writeFileSync(path.join(folder, 'comments.geojson'), geojson);
    writeFileSync(path.join(folder, 'comments.csv'), csv);
    const fromGeojson = ogrSummary(path.join(folder, 'comments.geojson'));
    expect(fromGeojson.count).toBe(records.length);
    expect(fromGeojson.fields).toEqual(
      expect.arrayContaining(['id', 'date', 'category', 'locality', 'text', 'language', 'likes', 'response', 'response_date']),
    );
    const fromCsv = execFileSync('ogrinfo', ['-ro', '-al', '-q', '-where', `id = '${ids[0]}'`, path.join(folder, 'comments.csv')], { encoding: 'utf8' });
    expect(fromCsv).toContain('POINT (-77.36 37.55)');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }

  // A bad filter is named; the public is refused.
  const bad = await exportOf('format=xlsx');
  expect(bad.status()).toBe(400);
  expect((await bad.json()).message).toContain('format');
  expect((await request.get('/api/admin/comments/export?format=csv')).status()).toBe(401);
});
