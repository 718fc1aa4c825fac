import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// The W3C Nu Html Checker (npm vnu-jar, run with Debian's Java) over pages as served. Issue 35.
const vnuJar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');
const run = promisify(execFile);

interface NuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** The Nu checker's errors for each named HTML document ("name:line message [extract]"); none is valid. */
export async function nuErrors(documents: { name: string; html: Buffer | string }[]): Promise<string[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'vtrans-nu-'));
  try {
    for (const [index, document] of documents.entries()) {
      await writeFile(path.join(folder, `${String(index).padStart(3, '0')}-${document.name.replace(/[^\w-]+/g, '_').slice(0, 80)}.html`), document.html);
    }
    const { stdout, stderr } = await run('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', folder], { maxBuffer: 64 * 1024 * 1024 });
    const { messages } = JSON.parse(stderr || stdout) as { messages: NuMessage[] };
    return messages.filter((message) => message.type === 'error').map((message) => `${path.basename(message.url)}:${message.lastLine ?? ''} ${message.message} [${message.extract ?? ''}]`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
