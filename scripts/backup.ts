import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { databaseName } from '@vtrans/db';
import { readCliEnv } from '@vtrans/db/cli-env';

const run = promisify(execFile);

// `npm run backup [-- FILE]`: one archive holding the database (pg_dump's custom format) and the
// uploaded files (DATA_DIR), taken together so they agree. Default FILE:
// backups/vtrans-<time>.tar.gz. Restore it with `npm run restore -- FILE` (docs/operators.md: Backup and restore).
const { DATABASE_URL, DATA_DIR } = readCliEnv();
const archive = path.resolve(process.argv[2] ?? path.join('backups', `vtrans-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`));
const work = await mkdtemp(path.join(tmpdir(), 'vtrans-backup-'));
try {
  await mkdir(path.dirname(archive), { recursive: true });
  await mkdir(DATA_DIR, { recursive: true });
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--file', path.join(work, 'database.dump'), '--dbname', DATABASE_URL]);
  await writeFile(
    path.join(work, 'manifest.json'),
    `${JSON.stringify({ createdAt: new Date().toISOString(), database: databaseName(DATABASE_URL), files: 'files/' }, null, 2)}\n`,
  );
  // The uploads go under files/ in the archive; the dump and manifest stay at its root.
  await run('tar', [
    '--create',
    '--gzip',
    '--file',
    archive,
    '-C',
    work,
    'database.dump',
    'manifest.json',
    '-C',
    path.resolve(DATA_DIR),
    '--transform',
    's,^\\./,files/,',
    '.',
  ]);
  process.stdout.write(`backup written: ${archive}\n`);
} finally {
  await rm(work, { recursive: true, force: true });
}
