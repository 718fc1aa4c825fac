import { sctg2Commodities, VIRGINIA_STATE_FIPS } from '@vtrans/contracts/freight';
import { parse } from 'csv-parse';
import { sql, type Transaction } from 'kysely';
import { pipeline, type Readable } from 'node:stream';
import { type Database, type Db, enqueue } from '@vtrans/db';

/** A file that cannot be imported, with the line (1 = the header) that shows why. */
export class FreightImportError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`Line ${line}: ${message}`);
    this.name = 'FreightImportError';
  }
}

export interface FreightImportResult {
  /** Rows stored: one per flow and year with any tons or value. */
  rows: number;
  /** Lines of the file read (header excluded). */
  lines: number;
  /** Lines whose flow neither starts nor ends in Virginia, which are left out. */
  outsideVirginia: number;
  years: number[];
}

type FlowRow = [frOrig: number | null, origZone: number, destZone: number, frDest: number | null, tradeType: number, mode: number, commodity: string, year: number, tons: number, value: number];

const requiredColumns = ['dms_orig', 'dms_dest', 'dms_mode', 'sctg2', 'trade_type'] as const;
/** Rows per INSERT: arrays through unnest() keep one statement at 10 parameters however many rows. */
const BATCH = 5_000;

/** The years a FAF file covers, from its header: every year with both a tons_ and a value_ column. */
function yearColumns(header: string[]): { year: number; tons: number; value: number }[] {
  const index = new Map(header.map((name, i) => [name.trim().toLowerCase(), i]));
  return [...index.keys()]
    .map((name) => /^tons_(\d{4})$/.exec(name)?.[1])
    .filter((year): year is string => year !== undefined && index.has(`value_${year}`))
    .map((year) => ({ year: Number(year), tons: index.get(`tons_${year}`)!, value: index.get(`value_${year}`)! }))
    .sort((a, b) => a.year - b.year);
}

function code(cell: string | undefined, what: string, line: number, range: [number, number]): number {
  const trimmed = (cell ?? '').trim();
  const value = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || value < range[0] || value > range[1]) {
    throw new FreightImportError(`${what} must be a code from ${range[0]} to ${range[1]}, not "${trimmed}"`, line);
  }
  return value;
}

function optionalCode(cell: string | undefined, what: string, line: number, range: [number, number]): number | null {
  return (cell ?? '').trim() === '' ? null : code(cell, what, line, range);
}

/** FAF measure cells may be empty (nothing moved), never negative. */
function measure(cell: string | undefined, column: string, line: number): number {
  const trimmed = (cell ?? '').trim();
  if (trimmed === '') return 0;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 0) throw new FreightImportError(`${column} must be a number of zero or more, not "${trimmed}"`, line);
  return value;
}

async function insertBatch(trx: Transaction<Database>, rows: FlowRow[]) {
  const column = (i: number) => rows.map((row) => row[i]);
  await sql`
    insert into freight_flows (fr_orig, orig_zone, dest_zone, fr_dest, trade_type, mode, commodity, year, tons, value)
    select * from unnest(${column(0)}::smallint[], ${column(1)}::smallint[], ${column(2)}::smallint[], ${column(3)}::smallint[],
                         ${column(4)}::smallint[], ${column(5)}::smallint[], ${column(6)}::char(2)[], ${column(7)}::smallint[],
                         ${column(8)}::float8[], ${column(9)}::float8[])`.execute(trx);
}

/**
 * Replaces the freight flows with those of a Freight Analysis Framework (FAF5) regional CSV —
 * zone file layout: fr_orig, dms_orig, dms_dest, fr_dest, fr_inmode, dms_mode, fr_outmode, sctg2,
 * trade_type, dist_band, then tons_YYYY / value_YYYY (and other measures) per year, the years read
 * from the header. Only flows that start or end in Virginia are kept (the state extract). All of
 * it happens in one transaction, with the statistics refresh it calls for (a `stats.refresh`
 * event): a malformed line imports nothing and is reported by number.
 */
export async function importFreightFlows(db: Db, input: Readable, options: { refreshStatistics?: boolean } = {}): Promise<FreightImportResult> {
  const parser = parse({ bom: true, skip_empty_lines: true, info: true, relax_column_count: false });
  // pipeline (unlike pipe) hands a read error, such as a missing file, on to the parser, whose
  // iteration below then throws it.
  pipeline(input, parser, () => {});
  return db.transaction().execute(async (trx) => {
    await sql`delete from freight_flows`.execute(trx);
    await sql`delete from freight_lanes`.execute(trx);
    let columns: Map<string, number> | undefined;
    let years: ReturnType<typeof yearColumns> = [];
    let batch: FlowRow[] = [];
    const result: FreightImportResult = { rows: 0, lines: 0, outsideVirginia: 0, years: [] };

    try {
      for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
        const line = info.lines;
        if (!columns) {
          columns = new Map(record.map((name, i) => [name.trim().toLowerCase(), i]));
          const missing = requiredColumns.filter((name) => !columns!.has(name));
          if (missing.length > 0) throw new FreightImportError(`the header lacks ${missing.join(', ')} — is this a FAF regional file?`, line);
          years = yearColumns(record);
          if (years.length === 0) throw new FreightImportError('the header has no tons_YYYY and value_YYYY columns', line);
          continue;
        }
        result.lines += 1;
        const cell = (name: string) => (columns!.has(name) ? record[columns!.get(name)!] : undefined);
        const origZone = code(cell('dms_orig'), 'dms_orig', line, [1, 999]);
        const destZone = code(cell('dms_dest'), 'dms_dest', line, [1, 999]);
        const mode = code(cell('dms_mode'), 'dms_mode', line, [1, 8]);
        const tradeType = code(cell('trade_type'), 'trade_type', line, [1, 3]);
        const frOrig = optionalCode(cell('fr_orig'), 'fr_orig', line, [801, 808]);
        const frDest = optionalCode(cell('fr_dest'), 'fr_dest', line, [801, 808]);
        const commodity = (cell('sctg2') ?? '').trim().padStart(2, '0');
        if (!sctg2Commodities[commodity]) throw new FreightImportError(`sctg2 must be an SCTG2 code (01–41, 43), not "${cell('sctg2')}"`, line);
        const measures = years.map(({ year, tons, value }) => ({
          year,
          tons: measure(record[tons], `tons_${year}`, line),
          value: measure(record[value], `value_${year}`, line),
        }));
        if (Math.trunc(origZone / 10) !== VIRGINIA_STATE_FIPS && Math.trunc(destZone / 10) !== VIRGINIA_STATE_FIPS) {
          result.outsideVirginia += 1;
          continue;
        }
        for (const { year, tons, value } of measures) {
          if (tons === 0 && value === 0) continue;
          batch.push([frOrig, origZone, destZone, frDest, tradeType, mode, commodity, year, tons, value]);
        }
        if (batch.length >= BATCH) {
          await insertBatch(trx, batch);
          result.rows += batch.length;
          batch = [];
        }
      }
    } catch (error) {
      // csv-parse reports its own line (an unclosed quote, a row with the wrong number of cells).
      const csvLine = (error as { lines?: number }).lines;
      if (!(error instanceof FreightImportError) && typeof csvLine === 'number') throw new FreightImportError((error as Error).message, csvLine);
      throw error;
    }
    if (!columns) throw new FreightImportError('the file is empty', 1);
    if (batch.length > 0) {
      await insertBatch(trx, batch);
      result.rows += batch.length;
    }
    result.years = years.map(({ year }) => year);
    await sql`
      insert into freight_lanes (orig_zone, dest_zone, mode, year, tons, value)
      select orig_zone, dest_zone, mode, year, sum(tons), sum(value) from freight_flows group by 1, 2, 3, 4`.execute(trx);
    // Fresh planner statistics for a table that was just replaced.
    await sql`analyze freight_flows`.execute(trx);
    await sql`analyze freight_lanes`.execute(trx);
    // The seed refreshes the statistics itself, leaving the outbox empty.
    if (options.refreshStatistics ?? true) await enqueue(trx, { name: 'stats.refresh', payload: { reason: 'freight-import' } });
    return result;
  });
}
