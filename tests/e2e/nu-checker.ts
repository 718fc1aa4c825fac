import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// The W3C Nu Html Checker (npm vnu-jar, run with Debian's Java) over pages as served. Issue 35.
// It runs as the checker's own web service, one per Playwright worker, started at the first check:
// a check then takes milliseconds, where a `java -jar vnu.jar` run per check took seconds of CPU
// (the JVM's start and the schema's load) — and the sitemap sweep checks each address in a test
// of its own (issue 55).
const vnuJar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

interface NuMessage {
  type: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

let service: Promise<string> | undefined;
let checker: ChildProcess | undefined;
process.on('exit', () => checker?.kill('SIGKILL'));

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startService(): Promise<string> {
  const port = await freePort();
  // The schema's grammar recurses deeply: the default thread stack overflows while it loads. The
  // service refuses documents over 2 MB unless told otherwise; the command line took any size.
  checker = spawn(
    'java',
    [
      '-Xss8m',
      '-Dnu.validator.servlet.bind-address=127.0.0.1',
      `-Dnu.validator.servlet.max-file-size=${64 * 1024 * 1024}`,
      '-cp',
      vnuJar,
      'nu.validator.servlet.Main',
      String(port),
    ],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}/`;
  const exited = new Promise<never>((_, reject) =>
    checker!.once('exit', (code) => reject(new Error(`The Nu checker's service exited (${code}) before it answered`))),
  );
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const up = await Promise.race([
      fetch(url).then(
        (response) => response.ok,
        () => false,
      ),
      exited,
    ]);
    if (up) return url;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The Nu checker’s service did not answer within 90 s');
}

const tooMany = 'Too many messages.';

/** The checker's messages for one document, from its service. */
async function serviceMessages(html: Buffer | string): Promise<NuMessage[]> {
  service ??= startService();
  const response = await fetch(`${await service}?out=json&level=error`, {
    method: 'POST',
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: typeof html === 'string' ? html : new Uint8Array(html),
  });
  if (!response.ok) throw new Error(`The Nu checker's service answered ${response.status}`);
  return ((await response.json()) as { messages: NuMessage[] }).messages;
}

/**
 * The checker's errors for one document from its command line, which counts errors only: the
 * service stops at 1,000 messages of any kind, warnings included (a long table of accounts has more).
 */
async function commandLineMessages(html: Buffer | string): Promise<NuMessage[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'vtrans-nu-'));
  try {
    await writeFile(path.join(folder, 'page.html'), html);
    const { stdout, stderr } = await promisify(execFile)(
      'java',
      ['-Xss8m', '-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', folder],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return (JSON.parse(stderr || stdout) as { messages: NuMessage[] }).messages;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The Nu checker's errors for each named HTML document ("name:line message [extract]"); none is valid. */
export async function nuErrors(documents: { name: string; html: Buffer | string }[]): Promise<string[]> {
  const errors: string[] = [];
  for (const document of documents) {
    let messages = await serviceMessages(document.html);
    if (messages.some((message) => message.message === tooMany)) messages = await commandLineMessages(document.html);
    for (const message of messages) {
      if (message.type === 'error' || message.type === 'non-document-error')
        errors.push(`${document.name}:${message.lastLine ?? ''} ${message.message} [${message.extract ?? ''}]`);
    }
  }
  return errors;
}
