import { describe, expect, it } from 'vitest';
import { daysToLiveMs, isoToUsDate, updateId, usDateToIso } from './content';

describe('updateId (spec §3)', () => {
  it('joins the dashed date and the title with punctuation removed and spaces dashed', () => {
    expect(updateId('03/15/2025', 'Draft Mid-term Needs: Open for Comment!')).toBe('03-15-2025-Draft-Midterm-Needs-Open-for-Comment');
  });

  it('trims the title and collapses runs of spaces', () => {
    expect(updateId('12/01/2024', '  VTrans  2050 — Kickoff ')).toBe('12-01-2024-VTrans-2050-Kickoff');
  });

  it('refuses a date that is not MM/DD/YYYY', () => {
    expect(() => updateId('2025-03-15', 'Title')).toThrow(/MM\/DD\/YYYY/);
  });
});

describe('US dates', () => {
  it('round-trips between ISO and MM/DD/YYYY', () => {
    expect(isoToUsDate('2025-01-07')).toBe('01/07/2025');
    expect(usDateToIso('01/07/2025')).toBe('2025-01-07');
  });
});

describe('daysToLiveMs (spec §4)', () => {
  it('is days times 86,400,000 ms', () => {
    expect(daysToLiveMs(1)).toBe(86_400_000);
    expect(daysToLiveMs(0.5)).toBe(43_200_000);
  });
});
