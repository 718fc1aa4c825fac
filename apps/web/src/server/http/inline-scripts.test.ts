import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes of a cached copy', () => {
  it('hashes each script a browser runs inline, and nothing else', () => {
    const html = [
      '<script nonce="n0nce+/=">(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script src="/_next/static/chunks/main.js" nonce="n0nce+/=" async=""></script>',
      '<script type="application/ld+json">{"@type":"Dataset"}</script>',
      '<SCRIPT type="module">import("/x.js")</SCRIPT >',
      '<script>self.__next_f.push([1,"a\\u003c/script\\u003e"])</script>',
      '<script nonce="n0nce+/=">(self.__next_f=self.__next_f||[]).push([0])</script>',
    ].join('\n');
    const { html: copy, hashes } = inlineScriptHashes(html, 'n0nce+/=');
    expect(copy).not.toContain('nonce=');
    expect(hashes).toEqual([
      hashOf('(self.__next_f=self.__next_f||[]).push([0])'),
      hashOf('import("/x.js")'),
      hashOf('self.__next_f.push([1,"a\\u003c/script\\u003e"])'),
    ]);
  });

  it('leaves a page without the render’s nonce as it was', () => {
    const html = '<p nonce="other">text</p><script>go()</script>';
    expect(inlineScriptHashes(html, undefined)).toEqual({ html, hashes: [hashOf('go()')] });
  });
});
