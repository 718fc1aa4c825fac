import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// HTML_CodeSniffer, the engine pa11y runs by default (npm html_codesniffer, BSD-3-Clause), with
// pa11y's default settings: the WCAG2AA standard, errors only. Run in the page through Playwright
// rather than through pa11y itself, which drives its own Puppeteer and would download a browser at
// install (issue 58: pa11y's 4 errors on the sitemap).
const source = readFileSync(createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

interface SnifferMessage {
  code: string;
  message: string;
  element: string;
}

type Sniffer = {
  process: (standard: string, root: Document, done: () => void, failed: () => void, language: string) => void;
  getMessages: () => { type: number; code: string; msg: string; element: Element }[];
  ERROR: number;
};

/** Every error HTML_CodeSniffer finds in the page for WCAG 2.1 AA, as "code: message (element)". */
export async function codeSnifferErrors(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the site's Content-Security-Policy refuses inline scripts.
  await page.evaluate(source);
  const messages = await page.evaluate(
    () =>
      new Promise<SnifferMessage[]>((resolve, reject) => {
        const sniffer = (window as unknown as { HTMLCS: Sniffer }).HTMLCS;
        // It stops on some faults rather than reporting them (an autocomplete input without a
        // type: pa11y's four errors of issue 58): that is an error of the page too.
        const stopped = (error: unknown) => resolve([{ code: 'stopped', message: `HTML_CodeSniffer stopped on this page: ${String(error)}`, element: '' }]);
        const errors = () =>
          sniffer
            .getMessages()
            .filter((message) => message.type === sniffer.ERROR)
            .map((message) => ({ code: message.code, message: message.msg, element: message.element?.outerHTML?.slice(0, 160) ?? '' }));
        try {
          // 'en': its messages' language, as pa11y passes it.
          sniffer.process(
            'WCAG2AA',
            document,
            () => resolve(errors()),
            () => reject(new Error('HTML_CodeSniffer could not run')),
            'en',
          );
        } catch (error) {
          stopped(error);
        }
      }),
  );
  return messages.map((message) => `${message.code}: ${message.message} (${message.element})`);
}
