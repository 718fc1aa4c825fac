import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay, virginiaHolidays, workingDaysBetween } from './accessibility-requests';

describe('working days in Virginia', () => {
  it('knows the 2026 state holidays, observed on a weekday', () => {
    const holidays = virginiaHolidays(2026);
    // July 4, 2026 is a Saturday: observed Friday July 3. Election Day is Tuesday November 3.
    for (const day of ['2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-07-03', '2026-09-07', '2026-10-12', '2026-11-03', '2026-11-11', '2026-11-26', '2026-11-27', '2026-12-25']) {
      expect(holidays, day).toContain(day);
    }
    expect(holidays.size).toBe(13);
    expect(holidays).not.toContain('2026-07-04');
  });

  it('observes a Sunday holiday on the Monday after', () => {
    // June 19, 2022 was a Sunday.
    expect(virginiaHolidays(2022)).toContain('2022-06-20');
    expect(isWorkingDay('2022-06-20')).toBe(false);
  });

  it('counts 15 working days past weekends and holidays', () => {
    // Received Wednesday November 25, 2026: Thanksgiving and the Friday after are not counted.
    expect(addWorkingDays('2026-11-25', 15)).toBe('2026-12-18');
    // Received on a Friday before a plain week: three weeks later.
    expect(addWorkingDays('2026-03-06', 15)).toBe('2026-03-27');
    // Christmas and New Year's Day in the window.
    expect(addWorkingDays('2026-12-18', 15)).toBe('2027-01-12');
    expect(workingDaysBetween('2026-11-25', '2026-12-18')).toBe(15);
    expect(workingDaysBetween('2026-12-18', '2026-11-25')).toBe(-15);
  });
});
