import { describe, expect, it } from 'vitest';
import { commentOnMapPrefix, siteAddress, sitePaths } from './site-paths';

describe('site paths', () => {
  it('encode what they carry as the site writes its own links', () => {
    expect(sitePaths.update('11-20-2026-A & B')).toBe('/get-involved/program-updates/update?id=11-20-2026-A%20%26%20B');
    expect(sitePaths.signInLink('abc_-9', '/interactvtrans/submit')).toBe('/api/auth/callback/email?callbackUrl=%2Finteractvtrans%2Fsubmit&token=abc_-9');
    expect(siteAddress('https://vtrans.example.gov', sitePaths.alertsManage('t0k'))).toBe('https://vtrans.example.gov/alerts/manage?token=t0k');
    expect(sitePaths.meetingCalendar('cTB work session #2')).toBe('/get-involved/meetings/meeting/calendar.ics?article=cTB%20work%20session%20%232');
  });

  it('put what a staff page shows besides after the item it names', () => {
    expect(sitePaths.campaign('c1', { saved: '1' })).toBe('/admin/newsletter/campaign?id=c1&saved=1');
    expect(sitePaths.submissionReview(7, { page: '3' })).toBe('/admin/spatial-data/review?submission=7&page=3');
    expect(sitePaths.contentItem('i9')).toBe('/admin/content/edit?item=i9');
  });

  it('give SQL the part of a link before the row’s id', () => {
    expect(`${commentOnMapPrefix}42`).toBe(sitePaths.commentOnMap('42'));
  });
});
