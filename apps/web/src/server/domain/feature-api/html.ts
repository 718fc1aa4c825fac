import 'server-only';
import { featureApiPath } from './base';

/**
 * The feature API's HTML answers (the OGC HTML conformance class): plain, semantic pages with no
 * script or style of their own, for a person following the API's links in a browser. The site's
 * friendly face for a dataset is its page under /interactvtrans/datasets.
 */
export type HtmlCell = string | { href: string; text: string };

export interface HtmlSection {
  heading?: string;
  paragraphs?: string[];
  list?: string[];
  links?: { href: string; text: string }[];
  table?: { caption: string; head: string[]; rows: HtmlCell[][] };
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character]!);

const link = (href: string, text: string) => `<a href="${escape(href)}">${escape(text)}</a>`;
const cell = (value: HtmlCell) => (typeof value === 'string' ? escape(value) : link(value.href, value.text));

function section(part: HtmlSection): string {
  const pieces: string[] = [];
  if (part.heading) pieces.push(`<h2>${escape(part.heading)}</h2>`);
  for (const paragraph of part.paragraphs ?? []) pieces.push(`<p>${escape(paragraph)}</p>`);
  if (part.list) pieces.push(`<ul>${part.list.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`);
  if (part.links) pieces.push(`<ul>${part.links.map((item) => `<li>${link(item.href, item.text)}</li>`).join('')}</ul>`);
  if (part.table) {
    const { caption, head, rows } = part.table;
    pieces.push(
      `<table><caption>${escape(caption)}</caption><thead><tr>${head.map((name) => `<th scope="col">${escape(name)}</th>`).join('')}</tr></thead>` +
        `<tbody>${rows.map((row) => `<tr>${row.map((value, index) => (index === 0 ? `<th scope="row">${cell(value)}</th>` : `<td>${cell(value)}</td>`)).join('')}</tr>`).join('')}</tbody></table>`,
    );
  }
  return pieces.join('\n');
}

export function htmlAnswer(title: string, sections: HtmlSection[]): Response {
  const body = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} | VTrans open data</title>
</head>
<body>
<header>
<nav aria-label="Open data">
<ul>
<li>${link('/', 'VTrans home')}</li>
<li>${link('/interactvtrans/available-datasets', 'Available datasets')}</li>
<li>${link(`${featureApiPath}?f=html`, 'OGC API – Features')}</li>
<li>${link(`${featureApiPath}/collections?f=html`, 'Collections')}</li>
</ul>
</nav>
</header>
<main>
<h1>${escape(title)}</h1>
${sections.map(section).join('\n')}
</main>
</body>
</html>`;
  return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, no-cache' } });
}
