import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../..');
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

describe('the container files', () => {
  it('copy every workspace’s package.json before npm ci, so the install layer has them all', () => {
    const lines = read('Dockerfile').split('\n');
    const install = lines.findIndex((line) => /^RUN npm ci\b/.test(line));
    expect(install).toBeGreaterThan(0);
    const copied = lines.slice(0, install).flatMap((line) => /^COPY (\S+)\/package\.json \1\/$/.exec(line)?.[1] ?? []);
    expect(copied.sort()).toEqual(workspaces().sort());
  });

  it('bring web and worker back after a crash', () => {
    const compose = parse(read('docker-compose.yml')) as { services: Record<string, { restart?: string }> };
    for (const service of ['web', 'worker']) expect(compose.services[service]?.restart, service).toBe('unless-stopped');
  });
});
