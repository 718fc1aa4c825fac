import { createReadStream } from 'node:fs';
import { createDb } from '@vtrans/db';
import { FreightImportError, importFreightFlows } from './freight/import';
import { readCliEnv } from '@vtrans/db/cli-env';

// `npm run import:freight -- file.csv`: replaces the freight flows with a FAF5 regional CSV's
// flows to, from and within Virginia. All or nothing: a bad line imports nothing and is named.
const file = process.argv[2];
if (!file) {
  process.stderr.write('Usage: npm run import:freight -- <FAF5 regional CSV>\n');
  process.exit(2);
}
const { DATABASE_URL } = readCliEnv();
const db = createDb(DATABASE_URL, { max: 1, applicationName: 'vtrans-import-freight' });
try {
  const started = performance.now();
  const result = await importFreightFlows(db, createReadStream(file));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `imported ${result.rows} rows (years ${result.years.join(', ')}) from ${result.lines} lines in ${seconds} s; ` +
      `${result.outsideVirginia} lines outside Virginia left out. The statistics refresh is queued.\n`,
  );
} catch (error) {
  if (!(error instanceof FreightImportError) && !(error as NodeJS.ErrnoException).syscall) throw error;
  process.stderr.write(`Nothing was imported. ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
