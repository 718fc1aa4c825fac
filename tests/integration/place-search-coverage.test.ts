import { placeSearchCoverage, searchPlaces } from '@vtrans/db';
import { importOsmBasemap } from '@vtrans/seed';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneDatabase, type TestDatabase } from '../support/databases';

// Issue 57: the search promises only what the loaded data can answer. A fresh install (the
// embedded basemap) has no street names; the committed OSM fixture brings them.
describe('what the place search can find', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await cloneDatabase(inject('serverUrl'), inject('seededTemplate'));
  });
  afterAll(() => database.drop());

  const labels = async (typed: string) => (await searchPlaces(database.db, typed)).map((match) => `${match.kind}:${match.label}`);

  it('without a street import: no streets or addresses, and a street in a city offers the city', async () => {
    expect(await placeSearchCoverage(database.db)).toEqual({ streets: false, addresses: false });
    // The examples the search box shows find something.
    expect((await labels('Richmond'))[0]).toBe('locality:City of Richmond');
    expect((await labels('Blacksburg'))[0]).toBe('place:Blacksburg');
    expect((await labels('I-64'))[0]).toBe('route:I-64');
    // What the box used to suggest: the street is not there, the city is.
    // (Virginia has a Richmond County too: the city, whose name starts so, comes first.)
    expect(await labels('Broad St, Richmond')).toEqual(['locality:City of Richmond', 'locality:Richmond County']);
    expect(await labels('901 W Broad St, Richmond')).toEqual(['locality:City of Richmond', 'locality:Richmond County']);
    expect(await labels('Broad St, Nowhere')).toEqual([]);
  });

  it('after `npm run import:basemap` on the committed Richmond extract: streets and addresses are found', async () => {
    await importOsmBasemap(database.db, 'tests/fixtures/osm/richmond-downtown.osm', database.url);
    expect(await placeSearchCoverage(database.db)).toEqual({ streets: true, addresses: true });
    expect(await labels('Broad St, Richmond')).toEqual(expect.arrayContaining(['street:West Broad Street', 'street:East Broad Street']));
    expect(await labels('Broad St, Richmond')).not.toContain('locality:City of Richmond');
  });
});
