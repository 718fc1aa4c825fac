import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Every workspace folder the root package.json names (`packages/*`, `apps/*`). */
function workspaces(): string[] {
  const globs = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
  return globs.flatMap((glob) => {
    const parent = glob.replace(/\/\*$/, '');
    return readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && readdirSync(path.join(root, parent, entry.name)).includes('package.json'))
      .map((entry) => `${parent}/${entry.name}`);
  });
}

/** The Dockerfile's lines, each instruction on one (continuation lines joined). */
const dockerfileLines = () =>
  read('Dockerfile')
    .replace(/\\\n\s*/g, ' ')
    .split('\n');

describe('the container files', () => {
  it('copy every workspace’s package.json before npm ci, so the install layer has them all', () => {
    const lines = dockerfileLines();
    const install = lines.findIndex((line) => /^RUN .*\bnpm ci\b/.test(line));
    expect(install).toBeGreaterThan(0);
    const copied = lines.slice(0, install).flatMap((line) => /^COPY (\S+)\/package\.json \1\/$/.exec(line)?.[1] ?? []);
    expect(copied.sort()).toEqual(workspaces().sort());
  });

  it('parse as Docker Compose reads them (docker-compose config, Debian’s package, no engine needed)', async () => {
    const { stdout } = await run('docker-compose', ['-f', 'docker-compose.yml', 'config'], { cwd: root });
    const config = parse(stdout) as { services: Record<string, { build?: { target?: string } }> };
    // Each service runs the image built for it.
    expect(config.services.web?.build?.target).toBe('web');
    expect(config.services.worker?.build?.target).toBe('worker');
    expect(config.services.migrate?.build?.target).toBe('worker');
    const targets = [...read('Dockerfile').matchAll(/^FROM \S+ AS (\S+)$/gm)].map((match) => match[1]);
    expect(targets).toEqual(expect.arrayContaining(['web', 'worker']));
  });

  it('bring web and worker back after a crash', () => {
    const compose = parse(read('docker-compose.yml')) as { services: Record<string, { restart?: string }> };
    for (const service of ['web', 'worker']) expect(compose.services[service]?.restart, service).toBe('unless-stopped');
  });

  // Issue 39: found by running the images. The container drill (npm run drill:containers) sees
  // them happen; these hold the fixes in the files.
  /** The instructions of one stage (`FROM … AS name` to the next FROM). */
  const stage = (name: string) =>
    read('Dockerfile')
      .split(/^FROM /m)
      .find((part) => part.includes(` AS ${name}\n`)) ?? '';

  it('let the web server listen on every interface: Docker sets HOSTNAME to the container id, and the server listens on HOSTNAME', () => {
    expect(stage('web')).toMatch(/^ENV HOSTNAME=0\.0\.0\.0$/m);
  });

  it('run the worker as node itself (PID 1), so docker stop’s SIGTERM reaches its drain instead of killing npm', () => {
    const command = /^CMD (\[.*\])$/m.exec(stage('worker'))?.[1];
    expect(JSON.parse(command ?? '[]')[0]).toBe('node');
  });

  it('give every npm install the builder’s registry and CA as build secrets, never as a file or argument in a layer', () => {
    const installs = dockerfileLines().filter((line) => /^RUN .*\bnpm (ci|install)\b/.test(line));
    expect(installs.length).toBeGreaterThanOrEqual(2);
    for (const install of installs) {
      expect(install).toContain('--mount=type=secret,id=npmrc,target=/root/.npmrc');
      expect(install).toContain('--mount=type=secret,id=npm-ca,target=/run/secrets/npm-ca');
    }
    expect(dockerfileLines().filter((line) => /^(ARG|ENV) .*(NPM|npm_config|TOKEN)|^COPY .*\.npmrc/.test(line))).toEqual([]);
  });

  it('scale out in the `scale` profile: a second web and worker, and nginx in front of both webs', async () => {
    const { stdout } = await run('docker-compose', ['-f', 'docker-compose.yml', '--profile', 'scale', 'config'], {
      cwd: root,
      env: { ...process.env, TRUST_PROXY: '1' },
    });
    const config = parse(stdout) as { services: Record<string, { image?: string; ports?: unknown[]; environment?: Record<string, string> }> };
    expect(config.services['web-2']?.image).toBe(config.services.web?.image);
    expect(config.services['worker-2']?.image).toBe(config.services.worker?.image);
    // Only the first web is published; the second is reached through the proxy alone.
    expect(config.services['web-2']?.ports ?? []).toEqual([]);
    expect(config.services['web-2']?.environment?.TRUST_PROXY).toBe('1');
    const proxy = read('deploy/nginx.conf');
    expect(proxy).toMatch(/server web:3000\b/);
    expect(proxy).toMatch(/server web-2:3000\b/);
    expect(proxy).toMatch(/X-Forwarded-For \$proxy_add_x_forwarded_for/);
  });

  it('count PostGIS healthy only over TCP, never while initdb’s socket-only server runs', () => {
    const compose = parse(read('docker-compose.yml')) as { services: Record<string, { healthcheck?: { test?: string[] } }> };
    expect(compose.services.postgis?.healthcheck?.test?.join(' ')).toMatch(/pg_isready -h 127\.0\.0\.1/);
  });
});
