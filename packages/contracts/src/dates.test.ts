import { describe, expect, it } from 'vitest';
import { calendarDayWords, virginiaDate, virginiaDateTime, virginiaIsoDate, virginiaToday } from './dates';

describe('Virginia time', () => {
  it('dates a moment by the day it was in Virginia, not in UTC', () => {
    // 10:28 pm Eastern on 25 November is 03:28 UTC on the 26th.
    const lateEvening = new Date('2026-11-26T03:28:00Z');
    expect(virginiaIsoDate(lateEvening)).toBe('2026-11-25');
    expect(virginiaToday(lateEvening)).toBe('2026-11-25');
    expect(virginiaDate('2026-11-26T03:28:00.000Z')).toBe('11/25/2026');
  });

  it('names the zone, EST in winter and EDT in summer', () => {
    expect(virginiaDateTime(new Date('2026-11-26T03:28:00Z'))).toBe('11/25/2026, 10:28 PM EST');
    expect(virginiaDateTime(new Date('2026-07-04T16:05:00Z'))).toBe('07/04/2026, 12:05 PM EDT');
  });
});

describe('calendarDayWords', () => {
  it('says a day in words whatever the machine’s zone: the day is a day, not a moment', () => {
    expect(calendarDayWords('month', '2026-12-02')).toBe('December 2026');
    expect(calendarDayWords('weekday', '2026-12-02')).toBe('Wednesday, December 2');
    expect(calendarDayWords('day', '2026-03-08')).toBe('March 8, 2026');
  });
});
