/** An Atom feed (RFC 4287): well-formed XML whatever the text holds. */
import { printable } from './printable';

export type AtomEntry = {
  /** The entry's permanent address, also its id. */
  url: string;
  title: string;
  published: Date;
  updated: Date;
  summary: string;
  /** The body as HTML (rendered from its Markdown), sent escaped as the entry's content. */
  html: string;
};

export type AtomFeed = { title: string; subtitle: string; pageUrl: string; selfUrl: string; author: string; entries: AtomEntry[] };

/** Text for XML 1.0: markup characters escaped, characters XML cannot hold at all removed. */
function xml(value: string): string {
  return printable(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function writeAtomFeed(feed: AtomFeed): string {
  // A feed's updated is its newest entry's (or, empty, a fixed moment: it never changed).
  const updated = feed.entries.reduce((latest, entry) => (entry.updated > latest ? entry.updated : latest), new Date(0));
  const entries = feed.entries.map((entry) =>
    [
      '  <entry>',
      `    <id>${xml(entry.url)}</id>`,
      `    <title type="text">${xml(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(entry.url)}"/>`,
      `    <published>${entry.published.toISOString()}</published>`,
      `    <updated>${entry.updated.toISOString()}</updated>`,
      `    <summary type="text">${xml(entry.summary)}</summary>`,
      `    <content type="html">${xml(entry.html)}</content>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    // xml:base: a body's links to this site's pages (/about) resolve against the site, not the reader.
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en" xml:base="${xml(new URL('/', feed.pageUrl).href)}">`,
    `  <id>${xml(feed.pageUrl)}</id>`,
    `  <title type="text">${xml(feed.title)}</title>`,
    `  <subtitle type="text">${xml(feed.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(feed.pageUrl)}"/>`,
    `  <updated>${updated.toISOString()}</updated>`,
    `  <author><name>${xml(feed.author)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
