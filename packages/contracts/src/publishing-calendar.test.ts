import { describe, expect, it } from 'vitest';
import { CalendarQuery, calendarRange } from './publishing-calendar';

describe('the publishing calendar’s range', () => {
  it('runs a week Sunday to Saturday and a month first to last, with the ones either side', () => {
    // Wednesday 2 December 2026.
    expect(calendarRange('week', '2026-12-02')).toEqual({ from: '2026-11-29', to: '2026-12-05', previous: '2026-11-22', next: '2026-12-06' });
    expect(calendarRange('month', '2026-12-02')).toEqual({ from: '2026-12-01', to: '2026-12-31', previous: '2026-11-01', next: '2027-01-01' });
    expect(calendarRange('month', '2028-02-29')).toMatchObject({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('falls back to this month, unfiltered, for an address it cannot read', () => {
    expect(CalendarQuery.parse({ view: 'year', date: '2026-13-45', owner: 'nobody' })).toEqual({ view: 'month', date: undefined, owner: undefined });
    for (const date of ['2026-02-31', '0000-05-01', '9999-12-15']) expect(CalendarQuery.parse({ date }).date, date).toBeUndefined();
    expect(CalendarQuery.parse({ date: '2028-02-29' }).date).toBe('2028-02-29');
  });
});
