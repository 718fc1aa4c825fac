import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

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
  checker = spawn('java', ['-Xss8m', '-Dnu.validator.servlet.bind-address=127.0.0.1', `-Dnu.validator.servlet.max-file-size=${64 * 1024 * 1024}`, '-cp', vnuJar, 'nu.validator.servlet.Main', String(port)], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  const exited = new Promise<never>((_, reject) => checker!.once('exit', (code) => reject(new Error(`The Nu checker's service exited (${code}) before it answered`))));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const up = await Promise.race([fetch(url).then((response) => response.ok, () => false), exited]);
    if (up) return url;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The Nu checker’s service did not answer within 90 s');
}

/** The Nu checker's errors for each named HTML document ("name:line message [extract]"); none is valid. */
export async function nuErrors(documents: { name: string; html: Buffer | string }[]): Promise<string[]> {
  service ??= startService();
  const url = await service;
  const errors: string[] = [];
  for (const document of documents) {
    const response = await fetch(`${url}?out=json`, { method: 'POST', headers: { 'content-type': 'text/html; charset=utf-8' }, body: typeof document.html === 'string' ? document.html : new Uint8Array(document.html) });
    if (!response.ok) throw new Error(`The Nu checker answered ${response.status} for ${document.name}`);
    const { messages } = (await response.json()) as { messages: NuMessage[] };
    for (const message of messages) {
      if (message.type === 'error' || message.type === 'non-document-error') errors.push(`${document.name}:${message.lastLine ?? ''} ${message.message} [${message.extract ?? ''}]`);
    }
  }
  return errors;
}
