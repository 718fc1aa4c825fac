import { describe, expect, it } from 'vitest';
import { ItemsQuery, itemsMaxLimit } from './open-data';

describe('the feature API items query', () => {
  it('takes limit, offset, bbox and datetime, clamping a large limit as OGC API – Features asks', () => {
    expect(ItemsQuery.parse({})).toEqual({ limit: 10, offset: 0 });
    expect(ItemsQuery.parse({ limit: '50000', offset: '200' })).toMatchObject({ limit: itemsMaxLimit, offset: 200 });
    expect(ItemsQuery.parse({ bbox: '-77.5,37.5,-77.4,37.6' }).bbox).toEqual([-77.5, 37.5, -77.4, 37.6]);
    // Six numbers carry heights (OGC API – Features allows them): the box is the same, the heights set aside.
    expect(ItemsQuery.parse({ bbox: '-77.5,37.5,0,-77.4,37.6,120' }).bbox).toEqual([-77.5, 37.5, -77.4, 37.6]);
  });

  it('reads a datetime as days: one instant, a closed interval, or one open at either end', () => {
    expect(ItemsQuery.parse({ datetime: '2025-03-01T12:00:00Z' }).datetime).toEqual({ from: '2025-03-01', to: '2025-03-01' });
    expect(ItemsQuery.parse({ datetime: '2025-01-01/2025-06-30' }).datetime).toEqual({ from: '2025-01-01', to: '2025-06-30' });
    expect(ItemsQuery.parse({ datetime: '../2025-06-30' }).datetime).toEqual({ from: null, to: '2025-06-30' });
    expect(ItemsQuery.parse({ datetime: '2025-01-01T00:00:00-05:00/..' }).datetime).toEqual({ from: '2025-01-01', to: null });
  });

  it('refuses what it cannot read, naming the parameter', () => {
    for (const [query, name] of [
      [{ limit: '0' }, 'limit'],
      [{ offset: '-1' }, 'offset'],
      [{ bbox: '1,2,3' }, 'bbox'],
      [{ bbox: '1,2,3,4,5' }, 'bbox'],
      [{ bbox: '-77,38,0,-78,39,10' }, 'bbox'],
      [{ bbox: '-77,38,-78,39' }, 'bbox'],
      [{ bbox: '-200,0,0,10' }, 'bbox'],
      [{ datetime: '../..' }, 'datetime'],
      [{ datetime: '2025-06-30/2025-01-01' }, 'datetime'],
      [{ datetime: 'yesterday' }, 'datetime'],
    ] as const) {
      const parsed = ItemsQuery.safeParse(query);
      expect(parsed.success, JSON.stringify(query)).toBe(false);
      expect(parsed.error!.issues[0]!.path[0], JSON.stringify(query)).toBe(name);
    }
    expect(ItemsQuery.safeParse({ colour: 'red' }).error!.issues[0]!.code).toBe('unrecognized_keys');
  });
});
