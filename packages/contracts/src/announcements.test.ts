import { describe, expect, it } from 'vitest';
import { announcementForPage } from './announcements';

const on = (Date: string, Pages: string[], Message = Date) => ({ Date, Pages, Message, Href: null });

describe('announcementForPage (spec §4)', () => {
  it('picks the latest-dated announcement whose Pages include the page', () => {
    const list = [on('04/16/2025', ['/']), on('09/02/2025', ['/', '/about/gap-ta']), on('12/06/2023', ['/'])];
    expect(announcementForPage(list, '/')?.Date).toBe('09/02/2025');
  });

  it('compares dates, not strings: 12/06/2023 is earlier than 04/16/2025', () => {
    const list = [on('12/06/2023', ['/']), on('04/16/2025', ['/'])];
    expect(announcementForPage(list, '/')?.Date).toBe('04/16/2025');
  });

  it('ignores announcements for other pages', () => {
    const list = [on('09/02/2025', ['/about/gap-ta']), on('01/01/2020', ['/vision/our-vision'])];
    expect(announcementForPage(list, '/vision/our-vision')?.Date).toBe('01/01/2020');
  });

  it('on a tie keeps the one listed first', () => {
    const list = [on('04/16/2025', ['/'], 'first'), on('04/16/2025', ['/'], 'second')];
    expect(announcementForPage(list, '/')?.Message).toBe('first');
  });

  it('returns null when no announcement names the page', () => {
    expect(announcementForPage([on('04/16/2025', ['/'])], '/get-involved/contact-us')).toBeNull();
    expect(announcementForPage([], '/')).toBeNull();
  });
});
