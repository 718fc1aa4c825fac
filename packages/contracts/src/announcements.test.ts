import { describe, expect, it } from 'vitest';
import { announcementForPage } from './announcements';

const on = (Date: string, Pages: string[], Message = Date, ShowUntil: string | null = null) => ({ Date, Pages, Message, Href: null, ShowUntil });

describe('announcementForPage (spec §4)', () => {
  it('picks the latest-dated announcement whose Pages include the page', () => {
    const list = [on('04/16/2025', ['/']), on('09/02/2025', ['/', '/about/gap-ta']), on('12/06/2023', ['/'])];
    expect(announcementForPage(list, '/', '2026-11-25')?.Date).toBe('09/02/2025');
  });

  it('compares dates, not strings: 12/06/2023 is earlier than 04/16/2025', () => {
    const list = [on('12/06/2023', ['/']), on('04/16/2025', ['/'])];
    expect(announcementForPage(list, '/', '2026-11-25')?.Date).toBe('04/16/2025');
  });

  it('ignores announcements for other pages', () => {
    const list = [on('09/02/2025', ['/about/gap-ta']), on('01/01/2020', ['/vision/our-vision'])];
    expect(announcementForPage(list, '/vision/our-vision', '2026-11-25')?.Date).toBe('01/01/2020');
  });

  it('on a tie keeps the one listed first', () => {
    const list = [on('04/16/2025', ['/'], 'first'), on('04/16/2025', ['/'], 'second')];
    expect(announcementForPage(list, '/', '2026-11-25')?.Message).toBe('first');
  });

  it('returns null when no announcement names the page', () => {
    expect(announcementForPage([on('04/16/2025', ['/'])], '/get-involved/contact-us', '2026-11-25')).toBeNull();
    expect(announcementForPage([], '/', '2026-11-25')).toBeNull();
  });

  it('passes over one whose last day has gone by (issue 35), and shows it through its last day', () => {
    const list = [on('09/02/2025', ['/'], 'round opens', '10/31/2025'), on('04/16/2025', ['/'], 'vision adopted')];
    expect(announcementForPage(list, '/', '2025-10-31')?.Message).toBe('round opens');
    expect(announcementForPage(list, '/', '2025-11-01')?.Message).toBe('vision adopted');
    expect(announcementForPage([on('12/06/2023', ['/'], 'register', '06/30/2024')], '/', '2026-11-25')).toBeNull();
  });
});
