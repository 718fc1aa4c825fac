import { describe, expect, it } from 'vitest';
import { contentKindNames, contentKinds, itemTitle, publicPath } from './content-editing';
import { fieldErrorsOf } from './forms';

const errorsOf = (kind: keyof typeof contentKinds, values: Record<string, unknown>) => {
  const parsed = contentKinds[kind].schema.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf<string>(parsed.error);
};

const meeting = { title: 'Workshop', intro: 'Come.', startsAt: '2027-01-14T18:30', timeZone: 'America/New_York', location: 'Richmond', body: '' };

describe('the content kinds', () => {
  it('each names its fields once, and its schema knows every field the form shows', () => {
    for (const kind of contentKindNames) {
      const names = contentKinds[kind].fields.map((field) => field.name);
      expect(new Set(names).size, kind).toBe(names.length);
      const shape = Object.keys((contentKinds[kind].schema as unknown as { shape?: Record<string, unknown> }).shape ?? {});
      if (shape.length > 0) expect(shape.sort(), kind).toEqual([...names].sort());
    }
  });

  it('refuses a body with a skipped heading level, saying which and how to fix it', () => {
    expect(errorsOf('updates', { date: '2026-11-20', title: 'T', intro: 'I', body: '## Agenda\n\n#### Details' })).toEqual({
      body: 'Heading “Details” skips from level 2 to level 4: use level 3 (###).',
    });
    expect(errorsOf('updates', { date: '2026-11-20', title: 'T', intro: 'I', body: '## Agenda\n\n### Details' })).toEqual({});
  });

  it('names each missing or wrong field in words', () => {
    expect(errorsOf('meetings', { ...meeting, title: ' ', startsAt: 'tomorrow', timeZone: 'Mars/Olympus' })).toEqual({
      title: 'Please give the title.',
      startsAt: 'Please give the date and time as a date and time.',
      timeZone: 'Please choose a time zone from the list.',
    });
    expect(errorsOf('meetings', { ...meeting, location: '' })).toEqual({ location: 'Please give a place, an online link or both.' });
    expect(errorsOf('meetings', { ...meeting, location: '', onlineUrl: 'javascript:alert(1)' })).toMatchObject({
      onlineUrl: 'The online link must be an https:// address.',
    });
    expect(errorsOf('meetings', { ...meeting, location: '', onlineUrl: 'https://teams.example/join' })).toEqual({});
  });

  it('takes an announcement’s pages as a list, and only routes of this site', () => {
    const announcement = { date: '2026-11-20', message: 'Open.', href: '/about/gap-ta' };
    expect(errorsOf('announcements', { ...announcement, pages: [] })).toEqual({ pages: 'Please choose at least one page.' });
    expect(errorsOf('announcements', { ...announcement, pages: false })).toEqual({ pages: 'Please choose at least one page.' });
    expect(errorsOf('announcements', { ...announcement, pages: '/about/gap-ta' })).toEqual({});
    expect(errorsOf('announcements', { ...announcement, pages: ['https://evil.example/'] })).toEqual({ pages: 'Choose pages from the list.' });
    expect(errorsOf('announcements', { ...announcement, href: '//evil.example', pages: ['/'] })).toEqual({
      href: 'The link must be a page of this site (starting with /) or an https:// address.',
    });
  });

  it('lists an item by its words, and says where a published one is read', () => {
    expect(itemTitle('faqs', { question: 'What is VTrans?' })).toBe('What is VTrans?');
    expect(itemTitle('announcements', { message: 'Open.' })).toBe('Open.');
    expect(publicPath('updates', '11-20-2026-A & B')).toBe('/get-involved/program-updates/update?id=11-20-2026-A%20%26%20B');
    expect(publicPath('did-you-know', '3')).toBeNull();
  });
});
