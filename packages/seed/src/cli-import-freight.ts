import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freightRecordMeasures, type FreightYearKind, freightYearKinds } from '@vtrans/contracts/freight-tabulation';
import { createDb } from '@vtrans/db';
import { FreightImportError, importFreightFile } from './freight/import';
import { readCliEnv } from '@vtrans/db/cli-env';

// `npm run import:freight -- [--release FAF5.7] [--year 2024=final] file.csv`: replaces the zone or
// state freight dataset with a FAF5 file's flows to, from and within Virginia. All or nothing: a
// bad line imports nothing and is named.
const usage = 'Usage: npm run import:freight -- [--release FAF5.7] [--year YEAR=base|final|preliminary|forecast …] <FAF5 zone or state CSV>\n';
let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({ allowPositionals: true, options: { release: { type: 'string' }, year: { type: 'string', multiple: true } } });
}
try {
  args = parse();
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const file = args.positionals[0];
if (!file || args.positionals.length > 1) {
  process.stderr.write(usage);
  process.exit(2);
}
const yearKinds: Record<number, FreightYearKind> = {};
for (const pair of args.values.year ?? []) {
  const [year, kind] = pair.split('=');
  if (!/^\d{4}$/.test(year ?? '') || !freightYearKinds.includes(kind as FreightYearKind)) {
    process.stderr.write(`--year takes YEAR=${freightYearKinds.join('|')}, not "${pair}"\n`);
    process.exit(2);
  }
  yearKinds[Number(year)] = kind as FreightYearKind;
}

const { DATABASE_URL } = readCliEnv();
const db = createDb(DATABASE_URL, { max: 1, applicationName: 'vtrans-import-freight' });
try {
  const started = performance.now();
  const result = await importFreightFile(db, createReadStream(file), { fileName: path.basename(file), release: args.values.release, yearKinds });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const megabytes = (statSync(file).size / 1e6).toFixed(1);
  const measures = freightRecordMeasures.filter((name) => result.measures.includes(name));
  process.stdout.write(
    [
      `Imported ${path.basename(file)} (${megabytes} MB) as ${result.release}, ${result.geography} geography, in ${seconds} s.`,
      `  lines read: ${result.lines.toLocaleString('en-US')}; kept (to, from or within Virginia): ${result.stored.toLocaleString('en-US')}; left out: ${result.outsideVirginia.toLocaleString('en-US')}`,
      `  line-and-year records stored: ${result.records.toLocaleString('en-US')}`,
      `  measures: ${measures.join(', ')}`,
      `  years: ${result.years.map((year) => `${year.year} ${year.kind}`).join(', ')}`,
      '  The statistics refresh is queued.',
      '',
    ].join('\n'),
  );
} catch (error) {
  if (!(error instanceof FreightImportError) && !(error as NodeJS.ErrnoException).syscall) throw error;
  process.stderr.write(`Nothing was imported. ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
