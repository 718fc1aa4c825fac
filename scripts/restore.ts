import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { dropDatabase, ensureDatabase } from '@vtrans/db';
import { readCliEnv } from '@vtrans/db/cli-env';

const run = promisify(execFile);

// `npm run restore -- FILE`: brings back the database and the uploaded files of a backup
// (`npm run backup`). It replaces both: stop web and worker first. The database named by
// DATABASE_URL is dropped and made again from the dump; DATA_DIR is emptied and refilled.
const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: npm run restore -- FILE (an archive written by npm run backup)\n');
  process.exit(2);
}
const { DATABASE_URL, DATA_DIR } = readCliEnv();
const work = await mkdtemp(path.join(tmpdir(), 'vtrans-restore-'));
try {
  await run('tar', ['--extract', '--gzip', '--file', path.resolve(file), '-C', work]);
  const contents = await readdir(work);
  if (!contents.includes('database.dump')) throw new Error(`${file} holds no database.dump: is it a backup from npm run backup?`);

  await dropDatabase(DATABASE_URL);
  await ensureDatabase(DATABASE_URL);
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--dbname', DATABASE_URL, path.join(work, 'database.dump')]);

  const dataDir = path.resolve(DATA_DIR);
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  if (contents.includes('files')) await cp(path.join(work, 'files'), dataDir, { recursive: true });
  process.stdout.write(`restored ${file}: the database and ${dataDir}\n`);
} finally {
  await rm(work, { recursive: true, force: true });
}
