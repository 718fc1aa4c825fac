import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { totpCode } from '../e2e/auth-fixtures';
import { PrivateEngine, run } from './engine';
import { buildBaseImages, buildProjectImages, imageSizes, npmSecrets, projectImages } from './images';

/**
 * `npm run drill:containers`: the Dockerfile and docker-compose.yml, as they are, built and run by
 * a real Docker engine (issue 39; decision 031). It installs what it needs from Debian, starts a
 * dockerd of its own, makes the base images and the services' stand-ins, builds both targets, and
 * runs the compose file twice:
 *   1. as it is: every service healthy by its own healthcheck, pages and a page-cache hit, an
 *      e-mail end to end, `docker compose stop worker` mid-campaign draining and losing nothing,
 *      both images non-root and without dev dependencies;
 *   2. with the `scale` profile (two web, two workers, nginx): a change through one web seen on the
 *      other, a sign-in and a rate limit held across both, requests/s with one web and with two, a
 *      campaign of 5,000 sent exactly once by both workers under load, then another while a web
 *      and a worker are killed, losing nothing.
 * It prints the figures and fails (exit 1) on the first check that does not hold. The engine, its
 * containers, images and volumes are removed at the end, whatever happens (--keep-images keeps the
 * images, for a faster second run).
 */
const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: options } = parseArgs({ options: { 'keep-images': { type: 'boolean', default: false } } });
const project = 'vtransdrill';
const ports = {
  WEB_PORT: process.env.DRILL_WEB_PORT ?? '3610',
  MAIL_PORT: process.env.DRILL_MAIL_PORT ?? '1610',
  PROXY_PORT: process.env.DRILL_PROXY_PORT ?? '8610',
};
const web = `http://127.0.0.1:${ports.WEB_PORT}`;
const proxy = `http://127.0.0.1:${ports.PROXY_PORT}`;
const engine = new PrivateEngine(process.env.DRILL_ENGINE_ROOT ?? '/var/tmp/vtrans-container-drill', path.join(repository, 'test-results/container-drill.log'));
const figures: Array<[string, string]> = [];
const drillStarted = Date.now();

const say = (text: string) => process.stdout.write(`\x1b[1m[drill]\x1b[0m ${text}\n`);
const figure = (name: string, value: string) => {
  figures.push([name, value]);
  say(`${name}: ${value}`);
};
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class DrillFailure extends Error {}
function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new DrillFailure(what);
  say(`✓ ${what}`);
}

/** Polls `probe` every half second until it answers truthy; fails the drill after `timeoutMs`. */
async function until<T>(what: string, probe: () => Promise<T>, timeoutMs: number): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new DrillFailure(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(500);
  }
}

// --- what the drill needs on the machine ---------------------------------------------------------

function installDebianPackages(): void {
  const missing = [
    ['/usr/sbin/dockerd', 'docker.io'],
    ['/usr/bin/docker-compose', 'docker-compose'],
    ['/usr/bin/mmdebstrap', 'mmdebstrap'],
  ].flatMap(([file, name]) => (existsSync(file!) ? [] : [name!]));
  if (missing.length === 0) return;
  say(`installing ${missing.join(', ')} from Debian`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

// --- the compose stack ---------------------------------------------------------------------------

type StackSettings = { profile?: 'scale'; siteUrl: string; trustProxy: '0' | '1' };
let stack: StackSettings | undefined;

function compose(args: string[]): Promise<string> {
  if (!stack) throw new Error('no stack is up');
  const profile = stack.profile ? ['--profile', stack.profile] : [];
  return run(engine, 'docker-compose', ['--project-name', project, '--file', path.join(repository, 'docker-compose.yml'), ...profile, ...args], {
    cwd: repository,
    env: { ...ports, SITE_URL: stack.siteUrl, TRUST_PROXY: stack.trustProxy },
  });
}

/**
 * Each service's container, looked up once per stack: `docker compose stop`/`start` and a restart
 * after a crash keep a container's id, and docker-compose (a Python program) takes a second to
 * start, which the health polls would otherwise pay per service per poll.
 */
const containers = new Map<string, string>();
async function containerOf(service: string): Promise<string> {
  const known = containers.get(service);
  if (known) return known;
  const id = (await compose(['ps', '--quiet', service])).trim();
  if (!id) throw new DrillFailure(`no container for ${service}`);
  containers.set(service, id);
  return id;
}

async function state(service: string): Promise<{ status: string; health: string; exitCode: number; pid: number; restarts: number }> {
  const format = '{{.State.Status}}|{{if .State.Health}}{{.State.Health.Status}}{{end}}|{{.State.ExitCode}}|{{.State.Pid}}|{{.RestartCount}}';
  const [status, health, exitCode, pid, restarts] = (await run(engine, 'docker', ['inspect', '--format', format, await containerOf(service)]))
    .trim()
    .split('|');
  return { status: status!, health: health!, exitCode: Number(exitCode), pid: Number(pid), restarts: Number(restarts) };
}

/** Brings the stack up (compose waits for each dependency's condition) and waits until every service is healthy. */
async function up(settings: StackSettings, services: string[]): Promise<void> {
  stack = settings;
  const started = Date.now();
  await compose(['up', '--detach', '--no-build']);
  let waitingFor: string[] = [];
  await until(
    'every service healthy',
    async () => {
      const verdicts = await Promise.all(services.map(healthy));
      waitingFor = services.filter((_, index) => !verdicts[index]);
      return waitingFor.length === 0;
    },
    240_000,
  ).catch((error: Error) => {
    throw new DrillFailure(`${error.message}; still not healthy: ${waitingFor.join(', ')}`);
  });
  figure(`time to healthy${settings.profile ? ` (profile ${settings.profile})` : ''}`, seconds(started));
  const migrate = await state('migrate');
  check(migrate.status === 'exited' && migrate.exitCode === 0, 'the migrate-and-seed step ran and exited 0');
}

/** Healthy by the service's own healthcheck; running, for the one service that has none (the proxy). */
async function healthy(service: string): Promise<boolean> {
  const { status, health } = await state(service);
  return status === 'running' && (health === 'healthy' || (health === '' && service === 'proxy'));
}

async function down(): Promise<void> {
  await compose(['down', '--volumes', '--timeout', '30']);
  containers.clear();
}

// --- talking to the stack ------------------------------------------------------------------------

type Answer = { status: number; headers: Record<string, string>; body: string; cookies: string[] };

type RequestOptions = { method?: string; body?: unknown; cookie?: string };

/** The request the drill sends to `base`, from this machine or inside a container: a JSON write carries the site's Origin. */
function requestInit(base: string, init: RequestOptions): RequestInit & { headers: Record<string, string> } {
  return {
    method: init.method ?? 'GET',
    redirect: 'manual',
    headers: {
      accept: init.body ? 'application/json' : 'text/html',
      ...(init.body ? { 'content-type': 'application/json', origin: base } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  };
}

async function request(base: string, address: string, init: RequestOptions = {}): Promise<Answer> {
  const response = await fetch(`${base}${address}`, requestInit(base, init));
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text(), cookies: response.headers.getSetCookie() };
}

/**
 * A request made inside a web container to itself: the only way to reach the one web the proxy
 * hides (the second web has no published port), and so to say which web answered.
 */
async function requestInside(service: string, address: string, init: RequestOptions = {}): Promise<Answer> {
  const inside = 'http://127.0.0.1:3000';
  const script = `
    fetch(process.argv[1], JSON.parse(process.argv[2]))
      .then(async (r) => process.stdout.write(JSON.stringify({ status: r.status, headers: Object.fromEntries(r.headers), body: await r.text(), cookies: r.headers.getSetCookie() })));`;
  const args = ['exec', await containerOf(service), 'node', '-e', script, `${inside}${address}`, JSON.stringify(requestInit(inside, init))];
  return JSON.parse(await run(engine, 'docker', args)) as Answer;
}

type Mail = { subject: string; to: Array<{ address: string }>; messageId: string; text: string };

/** Every message the stack's mail catcher holds (maildev's REST API). */
async function mailbox(): Promise<Mail[]> {
  return (await (await fetch(`http://127.0.0.1:${ports.MAIL_PORT}/email`)).json()) as Mail[];
}

async function campaignMail(subject: string): Promise<{ messages: number; recipients: number; messageIds: number }> {
  const sent = (await mailbox()).filter((mail) => mail.subject === subject);
  return {
    messages: sent.length,
    recipients: new Set(sent.flatMap((mail) => mail.to.map((to) => to.address))).size,
    messageIds: new Set(sent.map((mail) => mail.messageId)).size,
  };
}

/** Runs tests/containers/staff-task.ts in the first worker container, against the stack's own database. */
async function staffTask<T>(...args: string[]): Promise<T> {
  const worker = await containerOf('worker');
  await run(engine, 'docker', ['exec', '--user', 'root', worker, 'mkdir', '-p', '/app/.drill/containers', '/app/.drill/support']);
  await run(engine, 'docker', ['cp', path.join(repository, 'tests/containers/staff-task.ts'), `${worker}:/app/.drill/containers/staff-task.ts`]);
  await run(engine, 'docker', ['cp', path.join(repository, 'tests/support/campaigns.ts'), `${worker}:/app/.drill/support/campaigns.ts`]);
  const out = await run(engine, 'docker', ['exec', worker, 'node', '--import', 'tsx', '/app/.drill/containers/staff-task.ts', ...args]);
  return JSON.parse(out.trim().split('\n').at(-1)!) as T;
}

async function postComment(base: string, text: string): Promise<Answer> {
  return request(base, '/api/comment/insert-comment', {
    method: 'POST',
    body: { geometry: { type: 'Point', coordinates: [-77.43, 37.55] }, category: 'Safety', text },
  });
}

/** Kills a container's main process from outside, as a crash would (no signal it can handle): its restart policy brings it back. */
async function crash(service: string): Promise<void> {
  process.kill((await state(service)).pid, 'SIGKILL');
}

// --- the checks ----------------------------------------------------------------------------------

async function checkImages(): Promise<void> {
  for (const { name } of projectImages) {
    const user = (await run(engine, 'docker', ['image', 'inspect', '--format', '{{.Config.User}}', name])).trim();
    check(user === 'node', `${name} runs as the unprivileged node user`);
    // What a build toolchain or the test and lint tools would leave behind.
    const present = await run(engine, 'docker', [
      'run',
      '--rm',
      '--entrypoint',
      'sh',
      name,
      '-c',
      'id -u; node --version; for p in typescript eslint vitest @playwright/test playwright playwright-core @axe-core/playwright next; do [ -e /app/node_modules/$p ] && echo $p; done; for c in gcc g++ make; do command -v $c; done; true',
    ]);
    const [uid, nodeVersion, ...found] = present.trim().split('\n');
    check(uid === '1000', `${name}'s processes have uid 1000, not root`);
    check(nodeVersion?.startsWith('v22.'), `${name} runs Node 22 (${nodeVersion})`);
    const expected = name === 'vtrans/web' ? ['next'] : [];
    check(JSON.stringify(found) === JSON.stringify(expected), `${name} holds no dev dependencies or compiler (found: ${found.join(', ') || 'none'})`);
  }
}

async function defaultStack(): Promise<void> {
  say('the compose file as it is');
  await up({ siteUrl: `http://localhost:${ports.WEB_PORT}`, trustProxy: '0' }, ['postgis', 'redis', 'mail', 'web', 'worker']);

  for (const address of ['/', '/about/about-vtrans', '/interactvtrans/comments']) {
    const page = await request(web, address);
    check(page.status === 200 && page.body.includes('<h1'), `${address} answers 200 with its heading`);
  }
  await request(web, '/about/about-vtrans');
  check((await request(web, '/about/about-vtrans')).headers['x-page-cache'] === 'hit', 'a page served twice comes from the page cache the second time');

  const text = `Container drill ${randomUUID()}: the crossing needs a longer signal.`;
  check((await postComment(web, text)).status === 201, 'a comment is taken (201)');
  const emailed = Date.now();
  await until('the comment’s e-mail in the mail catcher', async () => (await mailbox()).some((mail) => mail.text?.includes(text)), 60_000);
  figure('comment to its e-mail in the inbox', seconds(emailed));

  // The drain: a campaign of 1,000 is sending when the worker is stopped.
  const subject = `Drain drill ${randomUUID().slice(0, 8)}`;
  const { audience } = await staffTask<{ audience: number }>('campaign', '1000', 'drain.example.org', subject);
  await until('the campaign sending', async () => (await campaignMail(subject)).messages >= 20, 120_000);
  const stopping = Date.now();
  await compose(['stop', '--timeout', '30', 'worker']);
  figure('docker compose stop worker, mid-campaign', seconds(stopping));
  const stopped = await state('worker');
  const logs = await run(engine, 'docker', ['logs', await containerOf('worker')]);
  const drainLines = logs.split('\n').filter((line) => /worker stopping|worker stopped|drain/i.test(line));
  for (const line of drainLines) say(`  worker log: ${line}`);
  check(
    drainLines.some((line) => line.includes('worker stopping: no new jobs; waiting for active ones')),
    'the worker logs its drain',
  );
  check(stopped.status === 'exited' && stopped.exitCode === 0, `the stopped worker exits 0 (exit code ${stopped.exitCode})`);
  const atStop = await campaignMail(subject);
  figure('campaign e-mails sent before the stop', `${atStop.messages} of ${audience}`);
  await compose(['start', 'worker']);
  await until('the rest of the campaign after the worker’s restart', async () => (await campaignMail(subject)).recipients === audience, 300_000);
  await sleep(3_000);
  const after = await campaignMail(subject);
  check(
    after.messages === audience && after.messageIds === audience,
    `every subscriber has the campaign once: ${after.messages} messages, ${after.recipients} recipients, ${after.messageIds} Message-IDs, for ${audience}`,
  );
  await down();
}

async function scaledStack(): Promise<void> {
  say('the scale profile: two web and two worker containers behind nginx');
  await up({ profile: 'scale', siteUrl: `http://localhost:${ports.PROXY_PORT}`, trustProxy: '1' }, [
    'postgis',
    'redis',
    'mail',
    'web',
    'web-2',
    'worker',
    'worker-2',
    'proxy',
  ]);
  check((await request(proxy, '/')).status === 200, 'the proxy serves the home page');

  // A change through the first web, on the second web's next requests. Its cached copy is warm first.
  await requestInside('web-2', '/interactvtrans/comments');
  check((await requestInside('web-2', '/interactvtrans/comments')).headers['x-page-cache'] === 'hit', 'the second web serves the comments list from its cache');
  const text = `Scale drill ${randomUUID()}: seen by both web containers.`;
  check((await postComment(web, text)).status === 201, 'a comment is taken by the first web');
  const changed = Date.now();
  let reads = 0;
  await until(
    'the comment on the second web',
    async () => {
      reads += 1;
      return (await requestInside('web-2', '/interactvtrans/comments')).body.includes(text);
    },
    5_000,
  );
  figure('a change on one web, seen on the other', `${seconds(changed)}, on read ${reads}`);

  // Sign-in: a session started through the proxy is known to both webs.
  const editor = { email: `editor-${randomUUID().slice(0, 8)}@scale.example.org`, password: 'container drill editor password' };
  const appKey = randomBytes(20);
  await staffTask('editor', editor.email, editor.password, appKey.toString('hex'));
  const passwordStep = await request(proxy, '/api/auth/callback/credentials', { method: 'POST', body: editor });
  const waiting = passwordStep.cookies.map((text) => text.split(';')[0]).join('; ');
  const signedIn = await request(proxy, '/api/auth/second-factor', { method: 'POST', body: { method: 'totp', code: totpCode(appKey) }, cookie: waiting });
  check(
    passwordStep.status === 200 && signedIn.status === 200,
    `the editor signs in through the proxy, password then app code (${passwordStep.status}, ${signedIn.status})`,
  );
  const cookie = signedIn.cookies.map((text) => text.split(';')[0]).join('; ');
  for (const [name, answer] of [
    ['the first web', await request(web, '/api/auth/session', { cookie })],
    ['the second web', await requestInside('web-2', '/api/auth/session', { cookie })],
  ] as const) {
    check(answer.body.includes(editor.email), `${name} knows the session`);
  }

  // A rate limit: past five wrong passwords for an account, each next try must wait (1 s, 2 s, …).
  // The tries alternate between the webs, so neither sees more than four: a count kept per process
  // would never refuse one.
  const wrong = { email: editor.email.replace('editor-', 'limits-'), password: 'not the password at all' };
  await staffTask('editor', wrong.email, 'the right password for it');
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const path = '/api/auth/callback/credentials';
    const answer =
      attempt % 2 === 0 ? await request(web, path, { method: 'POST', body: wrong }) : await requestInside('web-2', path, { method: 'POST', body: wrong });
    statuses.push(answer.status);
  }
  say(`  wrong-password answers, alternating webs: ${statuses.join(' ')}`);
  check(
    statuses.slice(0, 5).every((status) => status === 401) && statuses.slice(5).includes(429),
    'past five wrong passwords the account must wait (429), though neither web saw more than four',
  );

  // Requests per second through the proxy, with two webs and with one.
  const load = (seconds: number) => autocannon({ url: `${proxy}/about/about-vtrans`, connections: 20, duration: seconds });
  const two = await load(10);
  await compose(['stop', 'web-2']);
  const one = await load(10);
  await compose(['start', 'web-2']);
  await until('the second web healthy again', () => healthy('web-2'), 120_000);
  figure('requests/s through nginx, 2 web containers', `${Math.round(two.requests.average)} (p99 ${two.latency.p99} ms, ${two.non2xx} non-2xx)`);
  figure('requests/s through nginx, 1 web container', `${Math.round(one.requests.average)} (p99 ${one.latency.p99} ms, ${one.non2xx} non-2xx)`);

  // A campaign of 5,000 sent by the two workers, with readers loading pages meanwhile: exactly once.
  const first = `Scale drill ${randomUUID().slice(0, 8)}`;
  const firstSent = new Date();
  const { audience } = await staffTask<{ audience: number }>('campaign', '5000', 'scale.example.org', first);
  const readers = load(20);
  await until('the whole campaign', async () => (await campaignMail(first)).recipients === audience, 600_000);
  figure(`campaign of ${audience} by two workers, under load`, seconds(firstSent.getTime()));
  await readers;
  await sleep(3_000);
  const once = await campaignMail(first);
  check(
    once.messages === audience && once.recipients === audience && once.messageIds === audience,
    `every subscriber has the campaign exactly once: ${once.messages} messages, ${once.recipients} recipients, for ${audience}`,
  );
  for (const service of ['worker', 'worker-2']) {
    const logs = await run(engine, 'docker', ['logs', '--since', firstSent.toISOString(), await containerOf(service)]);
    const lines = logs.split('\n').filter((line) => line.includes('"campaign')).length;
    check(lines > 0, `${service} took part (${lines} log lines about the campaign)`);
  }

  // The same subscribers again, while a web and a worker are killed (SIGKILL, no drain) under load.
  const second = `Scale drill ${randomUUID().slice(0, 8)}`;
  const secondSent = Date.now();
  await staffTask('campaign', '0', 'scale.example.org', second);
  const underLoad = load(20);
  await until('the campaign sending', async () => (await campaignMail(second)).messages >= 200, 180_000);
  await sleep(2_000);
  const [webBefore, workerBefore] = [await state('web-2'), await state('worker-2')];
  await crash('web-2');
  await crash('worker-2');
  const loaded = await underLoad;
  figure(
    'requests under load while a web was killed',
    `${loaded.requests.total} (${loaded.non2xx} non-2xx, ${loaded.errors} errors, ${loaded.timeouts} timeouts)`,
  );
  check(loaded.non2xx === 0 && loaded.errors === 0 && loaded.timeouts === 0, 'no request through the proxy failed while a web was killed');
  await until(
    'the killed web and worker restarted and healthy',
    async () => {
      const [webNow, workerNow] = [await state('web-2'), await state('worker-2')];
      return webNow.restarts > webBefore.restarts && workerNow.restarts > workerBefore.restarts && (await healthy('web-2')) && (await healthy('worker-2'));
    },
    180_000,
  );
  check(true, 'the killed web and worker were restarted by their restart policy');
  await until('all of the second campaign', async () => (await campaignMail(second)).recipients === audience, 600_000);
  figure(`campaign of ${audience}, a worker killed mid-send`, seconds(secondSent));
  await sleep(5_000);
  const after = await campaignMail(second);
  check(
    after.recipients === audience && after.messageIds === audience,
    `nothing lost: every subscriber has it, each under one Message-ID (${after.recipients} recipients, ${after.messageIds} Message-IDs, for ${audience})`,
  );
  // A send the kill cut off on the wire is sent again under the same Message-ID (decision 002): SMTP
  // cannot say whether a message cut off mid-answer was taken, so these are at most what one worker has in flight.
  figure('repeats after the kill (sends cut off mid-answer, same Message-ID)', String(after.messages - audience));
  check(after.messages - audience <= 5, 'repeats are no more than the killed worker had in flight');
  await down();
}

// --- the run -------------------------------------------------------------------------------------

async function main(): Promise<void> {
  installDebianPackages();
  say(`engine in ${engine.root}; every command's output in test-results/container-drill.log`);
  await engine.start();
  const secrets = await npmSecrets(engine);
  const base = await buildBaseImages(engine, secrets);
  for (const [name, time] of Object.entries(base)) figure(`built ${name}`, `${time} s`);
  const built = await buildProjectImages(engine, secrets);
  for (const [name, time] of Object.entries(built)) figure(`built ${name}`, `${time} s`);
  for (const [name, size] of Object.entries(await imageSizes(engine))) figure(`size of ${name}`, `${size} MB`);
  await checkImages();
  await defaultStack();
  await scaledStack();
}

let failed = false;
const stopEngine = () => engine.stop({ removeData: !options['keep-images'] });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    say(`${signal}: stopping the engine`);
    void stopEngine().finally(() => process.exit(130));
  });
}
try {
  await main();
} catch (error) {
  failed = true;
  say(`FAILED: ${error instanceof DrillFailure ? error.message : (error as Error).stack}`);
  say('the commands’ output is in test-results/container-drill.log');
} finally {
  if (stack) await down().catch(() => undefined);
  await stopEngine();
}
figure('whole drill', seconds(drillStarted));
process.stdout.write(`\n${figures.map(([name, value]) => `  ${name.padEnd(64)} ${value}`).join('\n')}\n`);
process.exit(failed ? 1 : 0);
