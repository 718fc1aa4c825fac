import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { sitemapAddresses } from '../sitemap-addresses';

// Every page the sitemap lists, as served (the page cache's copy after the first request), checked
// by the W3C Nu Html Checker (npm vnu-jar, run with Debian's Java): no errors. Issue 35.

const vnuJar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');
const run = promisify(execFile);

interface NuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

test('every sitemap page is valid HTML to the Nu checker, as first rendered and as cached', async ({ request }) => {
  test.setTimeout(300_000);
  const addresses = await sitemapAddresses(request);
  expect(addresses.length).toBeGreaterThan(30);
  const folder = await mkdtemp(path.join(tmpdir(), 'vtrans-nu-'));
  try {
    // Twice each: the first render fills the page cache; the second is the cached copy visitors get.
    for (const [index, address] of addresses.entries()) {
      for (const copy of ['first', 'cached']) {
        const response = await request.get(address);
        expect(response.status(), address).toBe(200);
        const name = `${String(index).padStart(3, '0')}-${copy}-${address.replace(/[^\w-]+/g, '_').slice(0, 80)}.html`;
        await writeFile(path.join(folder, name), await response.body());
      }
    }
    const { stdout, stderr } = await run('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', folder], { maxBuffer: 64 * 1024 * 1024 });
    const { messages } = JSON.parse(stderr || stdout) as { messages: NuMessage[] };
    const errors = messages.filter((message) => message.type === 'error').map((message) => `${path.basename(message.url)}:${message.lastLine ?? ''} ${message.message} [${message.extract ?? ''}]`);
    expect(errors).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
