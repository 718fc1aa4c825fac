import MarkdownIt, { type Token } from 'markdown-it';

/**
 * Bodies staff write (updates, meetings, pages) are Markdown (issue 20), turned into HTML by
 * markdown-it, which emits only its own elements with escaped attributes. Accessible by
 * construction:
 * - raw HTML is dropped, whatever it holds (script, event handlers, iframes);
 * - links go only to web pages, e-mail, telephones or this site (a `javascript:` or `data:` link
 *   stays plain text);
 * - `markdownProblems` refuses what cannot be mended silently: headings out of order, a link with
 *   no text, an image with no alt text (issue 20: markup is removed, a skipped level refused).
 * Its own subpath (`@vtrans/contracts/markdown`), so only the editing forms load the parser.
 */

/** Where a link or image may point: http(s), mailto and tel, a path on this site, a fragment. */
export function allowedHref(href: string): boolean {
  return /^(https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/i.test(href.trim());
}

/** The parser that reads a body for checking: every link is a token, whatever it points at. */
const reader = new MarkdownIt({ html: true, linkify: false });
reader.validateLink = () => true;

/** The renderer: raw HTML dropped, links that are not allowed left as text. */
const writer = new MarkdownIt({ html: true, linkify: false });
writer.validateLink = allowedHref;
writer.renderer.rules.html_block = () => '';
writer.renderer.rules.html_inline = () => '';

/** The body's HTML, safe to place in a page as it is. */
export function renderMarkdown(source: string): string {
  return writer.render(source);
}

/** The text a run of inline tokens shows (a link's or an image's words). */
function textOf(tokens: Token[]): string {
  return tokens.map((token) => (token.type === 'text' || token.type === 'code_inline' ? token.content : token.children ? textOf(token.children) : '')).join('');
}

/**
 * What an editor must fix before a body is saved, each in words that say how; none when it is
 * fine. `firstLevel` is the level its headings start at: 2 on a page whose title is the h1.
 */
export function markdownProblems(source: string, firstLevel = 2): string[] {
  const problems: string[] = [];
  const tokens = reader.parse(source, {});
  let previousLevel = firstLevel - 1;
  tokens.forEach((token, index) => {
    if (token.type === 'heading_open') {
      const level = Number(token.tag.slice(1));
      const words = textOf(tokens[index + 1]?.children ?? []).trim();
      if (level < firstLevel)
        problems.push(`Heading “${words}” is level ${level}: start at level ${firstLevel} (${'#'.repeat(firstLevel)}); the page’s title is above it.`);
      else if (level > previousLevel + 1)
        problems.push(
          `Heading “${words}” skips from level ${previousLevel} to level ${level}: use level ${previousLevel + 1} (${'#'.repeat(previousLevel + 1)}).`,
        );
      previousLevel = Math.max(level, firstLevel - 1);
    }
    for (const [position, inline] of (token.children ?? []).entries()) {
      if (inline.type === 'link_open') {
        const href = inline.attrGet('href') ?? '';
        const closing = token.children!.findIndex((candidate, at) => at > position && candidate.type === 'link_close');
        const words = textOf(token.children!.slice(position + 1, closing)).trim();
        if (!words) problems.push(`The link to ${href} has no text: write where it goes between the brackets, [like this](${href}).`);
      }
      if (inline.type === 'image') {
        const src = inline.attrGet('src') ?? '';
        if (!textOf(inline.children ?? []).trim()) problems.push(`The image ${src} has no alt text: describe it between the brackets, ![like this](${src}).`);
      }
    }
  });
  return problems;
}

/** Every address a body's links and images point at, in order: what the link check reads (issue 63). */
export function markdownLinks(source: string): string[] {
  const hrefs: string[] = [];
  for (const token of reader.parse(source, {})) {
    for (const inline of token.children ?? []) {
      if (inline.type === 'link_open') hrefs.push(String(inline.attrGet('href') ?? ''));
      if (inline.type === 'image') hrefs.push(String(inline.attrGet('src') ?? ''));
    }
  }
  return hrefs;
}
