import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { markdownLinks, markdownProblems, renderMarkdown } from './markdown';

/** The rendered body as a browser would hold it. */
const dom = (markdown: string) => new JSDOM(`<body>${renderMarkdown(markdown)}</body>`).window.document.body;

describe('Markdown bodies', () => {
  it('render headings, lists, emphasis and links to this site, the web and e-mail', () => {
    const body = dom(
      '## Schedule\n\nThe **Board** meets:\n\n- in [Richmond](/get-involved/meetings)\n- online: <https://vtrans.org/live>\n\nWrite to [staff](mailto:vtrans@oipi.virginia.gov).',
    );
    expect(body.querySelector('h2')?.textContent).toBe('Schedule');
    expect([...body.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/get-involved/meetings',
      'https://vtrans.org/live',
      'mailto:vtrans@oipi.virginia.gov',
    ]);
    expect(body.querySelector('strong')?.textContent).toBe('Board');
  });

  it('remove markup and every way to run script, keeping the words', () => {
    const attacks = [
      '<script>alert(1)</script>',
      'Before <img src=x onerror=alert(2)> after',
      '<a href="javascript:alert(3)">raw link</a>',
      '[click](javascript:alert(4))',
      '[click](JaVaScRiPt:alert(5))',
      '[click](&#106;avascript:alert(6))',
      '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCg3KTwvc2NyaXB0Pg==)',
      '![chart](javascript:alert(8))',
      '<javascript:alert(9)>',
      '<iframe src="https://evil.example"></iframe>',
      '<div onclick="alert(10)">text</div>',
      '[x](//evil.example/path)',
    ].join('\n\n');
    const body = dom(attacks);
    expect(body.querySelectorAll('script, iframe, img, div')).toHaveLength(0);
    for (const element of body.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.name, element.outerHTML).not.toMatch(/^on/i);
    }
    expect([...body.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([]);
    expect(body.textContent).toContain('Before  after');
    expect(body.textContent).toContain('click');
  });

  it('refuse a skipped heading level, a level-1 heading, a link with no text and an image with no alt text, saying how to fix each', () => {
    expect(markdownProblems('## Overview\n\n### Details\n\n## Next steps\n\n![Map of the corridor](/maps/i81.png)')).toEqual([]);
    expect(markdownProblems('## Overview\n\n#### Budget')).toEqual(['Heading “Budget” skips from level 2 to level 4: use level 3 (###).']);
    expect(markdownProblems('### Starts too deep')).toEqual(['Heading “Starts too deep” skips from level 1 to level 3: use level 2 (##).']);
    expect(markdownProblems('# Title again')).toEqual(['Heading “Title again” is level 1: start at level 2 (##); the page’s title is above it.']);
    expect(markdownProblems('See [](/documents-and-media).')).toEqual([
      'The link to /documents-and-media has no text: write where it goes between the brackets, [like this](/documents-and-media).',
    ]);
    expect(markdownProblems('![](/maps/i81.png)')).toEqual([
      'The image /maps/i81.png has no alt text: describe it between the brackets, ![like this](/maps/i81.png).',
    ]);
  });
});

describe('markdownLinks', () => {
  it('reads every link and image address of a body, in order, whatever it points at', () => {
    expect(markdownLinks('See [the plan](/about/about-vtrans "Plan"), ![a map](/maps/a.png) and [x](javascript:alert(1)).\n\n<https://example.org>')).toEqual([
      '/about/about-vtrans',
      '/maps/a.png',
      'javascript:alert(1)',
      'https://example.org',
    ]);
  });
});
