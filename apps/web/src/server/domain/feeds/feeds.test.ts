import { renderMarkdown } from '@vtrans/contracts/markdown';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { writeAtomFeed } from './atom';
import { writeCalendar } from './icalendar';

// Read back with parsers nobody here wrote: ical.js (Mozilla's, used by Thunderbird) and fast-xml-parser.

describe('the iCalendar writer', () => {
  const awkward =
    'Room 2; Building A, 1221 E. Broad St\\Richmond — “the auditorium”, entrance on 12th Street\nBring ID. ✅ Parking is limited; arrive early, please.';
  const calendar = writeCalendar(
    'VTrans meetings, 2026',
    [
      {
        uid: 'meeting-a@vtrans.org',
        title: 'CTB workshop; vision, goals',
        description: awkward,
        location: awkward,
        url: 'https://vtrans.org/m?article=a',
        start: { at: new Date('2026-12-15T14:00:00Z') },
        changed: new Date('2026-11-01T10:00:00Z'),
      },
      {
        uid: 'meeting-b@vtrans.org',
        title: 'Webinar',
        description: 'All day',
        location: null,
        url: 'https://vtrans.org/m?article=b',
        start: { day: '2027-01-31' },
        changed: null,
      },
    ],
    new Date('2026-11-24T08:00:00Z'),
  );

  it('is read back by ical.js with every value as written', () => {
    const root = new ICAL.Component(ICAL.parse(calendar));
    expect(root.getFirstPropertyValue('version')).toBe('2.0');
    // An X- property is TEXT by default (RFC 5545 §3.8.8.2), escaped as such; ical.js hands X- values back as written.
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe('VTrans meetings\\, 2026');
    const [timed, allDay] = root.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(timed!.uid).toBe('meeting-a@vtrans.org');
    expect(timed!.summary).toBe('CTB workshop; vision, goals');
    expect(timed!.description).toBe(awkward);
    expect(timed!.location).toBe(awkward);
    expect(timed!.startDate.toJSDate().toISOString()).toBe('2026-12-15T14:00:00.000Z');
    expect(timed!.startDate.zone?.tzid).toBe('UTC');
    // A meeting with no length given lasts an hour: calendar programs need an end to draw it.
    expect(timed!.endDate.toJSDate().toISOString()).toBe('2026-12-15T15:00:00.000Z');
    expect(timed!.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-24T08:00:00Z');
    // A day: DATE values, ending (exclusively) the next day, across the month's end.
    expect(allDay!.startDate.isDate).toBe(true);
    expect(allDay!.startDate.toString()).toBe('2027-01-31');
    expect(allDay!.endDate.toString()).toBe('2027-02-01');
    expect(allDay!.component.hasProperty('last-modified')).toBe(false);
  });

  it('ends a meeting given a length that many minutes after it starts (issue 35)', () => {
    const long = writeCalendar('One', [
      {
        uid: 'meeting-c@vtrans.org',
        title: 'Public hearing',
        description: '',
        location: null,
        url: 'https://vtrans.org/m?article=c',
        start: { at: new Date('2026-12-15T23:00:00Z'), minutes: 150 },
        changed: null,
      },
    ]);
    const [hearing] = new ICAL.Component(ICAL.parse(long)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(hearing!.endDate.toJSDate().toISOString()).toBe('2026-12-16T01:30:00.000Z');
    expect(hearing!.duration.toSeconds()).toBe(150 * 60);
  });

  it('gives a meeting’s online link as a conference to join and in its description (issue 59)', () => {
    const online = 'https://meet.example.gov/j/123?pwd=a;b,c';
    const written = writeCalendar('One', [
      {
        uid: 'meeting-d@vtrans.org',
        title: 'Webinar',
        description: 'Open to all.',
        location: 'Richmond',
        online,
        url: 'https://vtrans.org/m?article=d',
        start: { at: new Date('2026-12-15T23:00:00Z') },
        changed: null,
      },
    ]);
    const [webinar] = new ICAL.Component(ICAL.parse(written)).getAllSubcomponents('vevent');
    const conference = webinar!.getFirstProperty('conference')!;
    expect(conference.getFirstValue()).toBe(online);
    expect(conference.getParameter('label')).toBe('Join online');
    expect(new ICAL.Event(webinar!).description).toBe(`Open to all.\n\nJoin online: ${online}`);
    expect(new ICAL.Event(webinar!).location).toBe('Richmond');
  });

  it('ends lines with CRLF and folds them at 75 octets without splitting a character', () => {
    expect(calendar.endsWith('\r\n')).toBe(true);
    const lines = calendar.split('\r\n').slice(0, -1);
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(calendar).not.toMatch(/[^\r]\n/);
    expect(calendar).not.toContain('\uFFFD');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });
});

describe('the Atom writer', () => {
  const entry = {
    url: 'https://vtrans.org/get-involved/program-updates/update?id=1&x=<2>',
    title: 'Speeds < 25 mph & the <script>alert(1)</script> "bypass"\u0007',
    published: new Date('2026-11-20T12:00:00Z'),
    updated: new Date('2026-11-21T09:30:00Z'),
    summary: 'I <3 the new trail',
    html: renderMarkdown('First <b>paragraph</b> & more, [the plan](/about).\n\nSecond.'),
  };
  const feed = writeAtomFeed({
    title: 'VTrans program updates',
    subtitle: 'News',
    pageUrl: 'https://vtrans.org/u',
    selfUrl: 'https://vtrans.org/u/feed.xml',
    author: 'OIPI',
    entries: [entry],
  });

  it('is well-formed XML whatever the text holds, and reads back as written', () => {
    expect(XMLValidator.validate(feed)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(feed).feed;
    expect(parsed.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(parsed.updated).toBe('2026-11-21T09:30:00.000Z');
    expect(parsed.entry.title['#text']).toBe('Speeds < 25 mph & the <script>alert(1)</script> "bypass"');
    expect(parsed.entry.id).toBe(entry.url);
    expect(parsed.entry.summary['#text']).toBe('I <3 the new trail');
    // The content is the body's HTML, escaped once for XML; raw HTML in the Markdown is gone.
    expect(parsed.entry.content['#text']).toBe('<p>First paragraph &amp; more, <a href="/about">the plan</a>.</p>\n<p>Second.</p>');
    // …and a link to a page of the site resolves against the site, not the feed reader.
    expect(parsed['xml:base']).toBe('https://vtrans.org/');
  });

  it('has what RFC 4287 requires of a feed and of each entry', () => {
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(feed).feed;
    for (const element of ['id', 'title', 'updated', 'author']) expect(parsed[element], element).toBeDefined();
    expect(parsed.link.map((link: { rel: string }) => link.rel).sort()).toEqual(['alternate', 'self']);
    for (const element of ['id', 'title', 'updated', 'link']) expect(parsed.entry[element], element).toBeDefined();
  });
});
