import { describe, expect, it } from 'vitest';
import { meetingSpan } from './meeting-time';

const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('meetingSpan', () => {
  it('gives a meeting’s start and end in its own zone, named', () => {
    expect(spaced(meetingSpan('2027-01-14T23:30:00Z', 90, 'America/New_York'))).toBe('Thursday, January 14, 2027, 6:30 PM to 8:00 PM EST');
    expect(spaced(meetingSpan('2027-07-14T15:00:00Z', 60, 'America/Chicago'))).toBe('Wednesday, July 14, 2027, 10:00 AM to 11:00 AM CDT');
  });

  it('names both days when it runs past midnight, and both zones across a change of clocks', () => {
    expect(spaced(meetingSpan('2027-01-15T03:00:00Z', 180, 'America/New_York'))).toBe(
      'Thursday, January 14, 2027 at 10:00 PM to Friday, January 15, 2027 at 1:00 AM EST',
    );
    // Clocks go back at 2 AM on November 7, 2027.
    expect(spaced(meetingSpan('2027-11-07T04:30:00Z', 120, 'America/New_York'))).toBe('Sunday, November 7, 2027, 12:30 AM EDT to 1:30 AM EST');
  });
});
