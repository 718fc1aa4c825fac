import { describe, expect, it } from 'vitest';
import { parsePlaceQuery } from './place-search';

describe('parsePlaceQuery', () => {
  it('reads route numbers as people write them', () => {
    expect(parsePlaceQuery('I-64')).toEqual({ kind: 'route', network: 'I', number: '64' });
    expect(parsePlaceQuery('i 95')).toEqual({ kind: 'route', network: 'I', number: '95' });
    expect(parsePlaceQuery('Interstate 81')).toEqual({ kind: 'route', network: 'I', number: '81' });
    expect(parsePlaceQuery('US 250')).toEqual({ kind: 'route', network: 'US', number: '250' });
    expect(parsePlaceQuery('U.S. 29')).toEqual({ kind: 'route', network: 'US', number: '29' });
    expect(parsePlaceQuery('us-17')).toEqual({ kind: 'route', network: 'US', number: '17' });
    expect(parsePlaceQuery('Route 29')).toEqual({ kind: 'route', network: null, number: '29' });
    expect(parsePlaceQuery('rte. 460')).toEqual({ kind: 'route', network: null, number: '460' });
    expect(parsePlaceQuery('VA 6')).toEqual({ kind: 'route', network: 'VA', number: '6' });
    expect(parsePlaceQuery('State Route 288')).toEqual({ kind: 'route', network: 'VA', number: '288' });
    expect(parsePlaceQuery('US 58 Business')).toEqual({ kind: 'words', what: 'US 58 Business', where: null });
  });

  it('reads an address: a house number, then the street, then maybe the locality', () => {
    expect(parsePlaceQuery('901 W Broad St')).toEqual({ kind: 'address', number: '901', street: 'W Broad St', where: null });
    expect(parsePlaceQuery(' 12b  Main Street , Richmond ')).toEqual({ kind: 'address', number: '12B', street: 'Main Street', where: 'Richmond' });
    // A bare number is not a route (nobody types "64" meaning I-64 without saying so) nor an address.
    expect(parsePlaceQuery('64')).toEqual({ kind: 'words', what: '64', where: null });
  });

  it('reads words, with a locality after a comma', () => {
    expect(parsePlaceQuery('Broad St, Richmond')).toEqual({ kind: 'words', what: 'Broad St', where: 'Richmond' });
    expect(parsePlaceQuery('Charlottesville')).toEqual({ kind: 'words', what: 'Charlottesville', where: null });
    expect(parsePlaceQuery('Main St, , ')).toEqual({ kind: 'words', what: 'Main St', where: null });
  });
});
