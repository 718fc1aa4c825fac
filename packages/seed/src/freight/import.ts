import { sctg2Commodities, VIRGINIA_STATE_FIPS } from '@vtrans/contracts/freight';
import {
  type FreightGeography,
  type FreightRecordMeasure,
  freightRecordMeasures,
  type FreightYear,
  type FreightYearKind,
  usStateFips,
} from '@vtrans/contracts/freight-tabulation';
import { sql, type Transaction } from 'kysely';
import type { Readable } from 'node:stream';
import { type Database, type Db, enqueue } from '@vtrans/db';
import { CsvLineError, type CsvLimits, csvLines } from './csv-lines';

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

export interface FreightImportOptions {
  /** The file's name, kept with the dataset; the release is read from it (FAF5.7_State.csv) unless given. */
  fileName: string;
  /** The FAF release, such as "FAF5.7". */
  release?: string;
  /** Years whose kind differs from what the header implies (see yearKinds). */
  yearKinds?: Record<number, FreightYearKind>;
  /** The seed refreshes the statistics itself, leaving the outbox empty. */
  refreshStatistics?: boolean;
  /** The file is the seed's generated sample, not FHWA's: every view of it says so (issue 57). */
  sample?: boolean;
  limits?: Partial<CsvLimits>;
}

export interface FreightImportResult {
  datasetId: number;
  release: string;
  geography: FreightGeography;
  years: FreightYear[];
  /** The measures the file had (a HiLo file adds the low and high forecasts). */
  measures: FreightRecordMeasure[];
  /** Lines of the file read (header excluded). */
  lines: number;
  /** Lines kept: those that start or end in Virginia. */
  stored: number;
  /** Line-and-year rows stored: one per kept line and year with any figure. */
  records: number;
  /** Lines whose flow neither starts nor ends in Virginia, which are left out. */
  outsideVirginia: number;
}

/** FAF5.7 HiLo has 76 columns and lines under 1,000 characters; a zone file about 2.7 M lines. */
const defaultLimits: CsvLimits = { maxLines: 5_000_000, maxLineChars: 8_192, maxCells: 400 };
/** Rows per INSERT: arrays through unnest() keep one statement at a dozen parameters however many rows. */
const BATCH = 10_000;

/** The columns that name the ends of a flow, by geography: FAF zones, or states in the state file. */
const endColumns: Record<FreightGeography, [string, string]> = { zone: ['dms_orig', 'dms_dest'], state: ['dms_origst', 'dms_destst'] };
const codeColumns = ['dms_mode', 'sctg2', 'trade_type'];

interface MeasureColumns {
  year: number;
  /** Cell index per measure, or undefined where the file has no such column for the year. */
  cells: Partial<Record<FreightRecordMeasure, number>>;
}

/** The years and measures of a FAF header: tons_2017, value_2017, current_value_2018, tmiles_2017, tons_2030_low, … */
function measureColumns(header: string[]): MeasureColumns[] {
  const byYear = new Map<number, MeasureColumns>();
  header.forEach((name, index) => {
    const match = /^(tons|value|current_value|tmiles)_(\d{4})(?:_(low|high))?$/.exec(name);
    if (!match) return;
    const year = Number(match[2]);
    const measure = (match[3] ? `${match[1]}_${match[3]}` : match[1]) as FreightRecordMeasure;
    if (!freightRecordMeasures.includes(measure)) return; // current_value_2030_low and the like: not FAF's
    const entry = byYear.get(year) ?? { year, cells: {} };
    entry.cells[measure] = index;
    byYear.set(year, entry);
  });
  return [...byYear.values()].filter((entry) => entry.cells.tons !== undefined && entry.cells.value !== undefined).sort((a, b) => a.year - b.year);
}

/**
 * What each year is, from the header: the first is the base year; a year with low and high
 * columns, or any year after a gap in the annual run (2024, then 2030), is a forecast; the last
 * year of the annual run is the preliminary estimate; the years between are final. A release
 * that says otherwise is told so at import (`yearKinds`).
 */
export function inferYearKinds(columns: MeasureColumns[], overrides: Record<number, FreightYearKind> = {}): FreightYear[] {
  const annual: number[] = [];
  for (const { year, cells } of columns) {
    const ranged = cells.tons_low !== undefined || cells.tons_high !== undefined;
    if (ranged || (annual.length > 0 && year !== annual.at(-1)! + 1)) break;
    annual.push(year);
  }
  return columns.map(({ year }) => {
    let kind: FreightYearKind = 'forecast';
    if (year === annual[0]) kind = 'base';
    else if (year === annual.at(-1)) kind = 'preliminary';
    else if (annual.includes(year)) kind = 'final';
    return { year, kind: overrides[year] ?? kind };
  });
}

/** The release in a file name: FAF5.7_State.csv → FAF5.7, FAF5.6.1_HiLoForecasts.csv → FAF5.6.1. */
export function releaseFromFileName(fileName: string): string | undefined {
  return /FAF(\d+(?:\.\d+)*)/i.exec(fileName)?.[1]?.replace(/^/, 'FAF');
}

function code(cell: string | undefined, what: string, line: number, valid: (value: number) => boolean, expected: string): number {
  const trimmed = (cell ?? '').trim();
  const value = Number(trimmed);
  if (!/^\d{1,4}$/.test(trimmed) || !valid(value)) throw new FreightImportError(`${what} must be ${expected}, not "${trimmed}"`, line);
  return value;
}

function optionalCode(cell: string | undefined, what: string, line: number, valid: (value: number) => boolean, expected: string): number | null {
  return (cell ?? '').trim() === '' ? null : code(cell, what, line, valid, expected);
}

/** FAF measure cells may be empty (nothing moved), never negative. */
function measure(cell: string | undefined, column: string, line: number): number {
  const trimmed = (cell ?? '').trim();
  if (trimmed === '') return 0;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 0 || !/^[0-9.eE+-]+$/.test(trimmed))
    throw new FreightImportError(`${column} must be a number of zero or more, not "${trimmed}"`, line);
  return value;
}

const inRange = (low: number, high: number) => (value: number) => value >= low && value <= high;
const isState = (value: number) => usStateFips.includes(value);
/** A FAF zone is its state's FIPS × 10 plus a digit. */
const isZone = (value: number) => isState(Math.trunc(value / 10));

/** Columnar batches, written with one INSERT … SELECT FROM unnest(…) each. */
class Batches {
  lines: (number | null)[][] = Array.from({ length: 11 }, () => []);
  measures: (number | null)[][] = Array.from({ length: 2 + freightRecordMeasures.length }, () => []);
  constructor(
    private readonly trx: Transaction<Database>,
    private readonly datasetId: number,
  ) {}

  async addLine(values: (number | null)[]) {
    values.forEach((value, i) => this.lines[i]!.push(value));
    if (this.lines[0]!.length >= BATCH) await this.flushLines();
  }

  async addMeasures(values: (number | null)[]) {
    values.forEach((value, i) => this.measures[i]!.push(value));
    if (this.measures[0]!.length >= BATCH) await this.flushMeasures();
  }

  async flushLines() {
    if (this.lines[0]!.length === 0) return;
    const c = this.lines;
    await sql`
      insert into freight_lines (dataset_id, line, fr_orig, orig, dest, fr_dest, fr_inmode, mode, fr_outmode, commodity, trade_type, dist_band)
      select ${this.datasetId}, * from unnest(${c[0]}::int[], ${c[1]}::smallint[], ${c[2]}::smallint[], ${c[3]}::smallint[], ${c[4]}::smallint[],
        ${c[5]}::smallint[], ${c[6]}::smallint[], ${c[7]}::smallint[], ${c[8]}::smallint[], ${c[9]}::smallint[], ${c[10]}::smallint[])`.execute(this.trx);
    this.lines = this.lines.map(() => []);
  }

  async flushMeasures() {
    if (this.measures[0]!.length === 0) return;
    const c = this.measures;
    await sql`
      insert into freight_measures (dataset_id, year, line, tons, value, current_value, tmiles, tons_low, tons_high, value_low, value_high)
      select ${this.datasetId}, * from unnest(${c[0]}::smallint[], ${c[1]}::int[], ${c[2]}::float8[], ${c[3]}::float8[], ${c[4]}::float8[],
        ${c[5]}::float8[], ${c[6]}::float8[], ${c[7]}::float8[], ${c[8]}::float8[], ${c[9]}::float8[])`.execute(this.trx);
    this.measures = this.measures.map(() => []);
  }
}

/**
 * Replaces the freight dataset of a geography with a Freight Analysis Framework (FAF5) file: the
 * zone file (dms_orig, dms_dest: FAF zones) or the state file (dms_origst, dms_destst: states),
 * with or without HiLo forecasts. Every code of each record is kept, and every measure for every
 * year the header has; only flows that start or end in Virginia are stored. All of it happens in
 * one transaction, with the statistics refresh it calls for (a `stats.refresh` event): a
 * malformed line imports nothing and is reported by number.
 */
export async function importFreightFile(db: Db, input: Readable, options: FreightImportOptions): Promise<FreightImportResult> {
  const release = options.release ?? releaseFromFileName(options.fileName);
  if (!release || !/^FAF\d[\d.]*$/.test(release)) {
    throw new FreightImportError(`the release is not in the file name "${options.fileName}"; state it (for example --release FAF5.7)`, 1);
  }
  const limits = { ...defaultLimits, ...options.limits };
  return db.transaction().execute(async (trx) => {
    let header: Map<string, number> | undefined;
    let geography: FreightGeography = 'zone';
    let names: string[] = [];
    let columns: MeasureColumns[] = [];
    let years: FreightYear[] = [];
    let measures: FreightRecordMeasure[] = [];
    let datasetId = 0;
    let batches: Batches | undefined;
    const result = { lines: 0, stored: 0, records: 0, outsideVirginia: 0 };
    try {
      for await (const { cells, line } of csvLines(input, limits)) {
        if (!header) {
          header = new Map(cells.map((name, i) => [name.trim().toLowerCase(), i]));
          geography = header.has('dms_origst') ? 'state' : 'zone';
          const missing = [...endColumns[geography], ...codeColumns].filter((name) => !header!.has(name));
          if (missing.length > 0) throw new FreightImportError(`the header lacks ${missing.join(', ')} — is this a FAF5 zone or state file?`, line);
          names = cells.map((name) => name.trim().toLowerCase());
          columns = measureColumns(names);
          if (columns.length === 0) throw new FreightImportError('the header has no tons_YYYY and value_YYYY columns', line);
          years = inferYearKinds(columns, options.yearKinds);
          measures = freightRecordMeasures.filter((name) => columns.some((year) => year.cells[name] !== undefined));
          // One dataset per geography: the new one replaces the old (its rows go with it, one
          // DELETE per table through the cascade).
          await sql`delete from freight_datasets where geography = ${geography}`.execute(trx);
          const inserted = await sql<{ id: number }>`
            insert into freight_datasets (geography, release, file_name, years, year_kinds, measures, lines, sample)
            values (${geography}, ${release}, ${options.fileName}, ${years.map((y) => y.year)}::smallint[], ${years.map((y) => y.kind)}::text[], ${measures}::text[], 0, ${options.sample ?? false})
            returning id`.execute(trx);
          datasetId = inserted.rows[0]!.id;
          batches = new Batches(trx, datasetId);
          continue;
        }
        result.lines += 1;
        const cell = (name: string) => (header!.has(name) ? cells[header!.get(name)!] : undefined);
        const [origColumn, destColumn] = endColumns[geography];
        const [isEnd, endExpected] = geography === 'zone' ? [isZone, 'a FAF zone (a state FIPS code × 10 plus a digit)'] : [isState, 'a state FIPS code'];
        const orig = code(cell(origColumn), origColumn, line, isEnd, endExpected);
        const dest = code(cell(destColumn), destColumn, line, isEnd, endExpected);
        const modeExpected = 'a mode code from 1 to 8';
        const mode = code(cell('dms_mode'), 'dms_mode', line, inRange(1, 8), modeExpected);
        const tradeType = code(cell('trade_type'), 'trade_type', line, inRange(1, 3), '1 (domestic), 2 (import) or 3 (export)');
        const regionExpected = 'a foreign region from 801 to 808';
        const frOrig = optionalCode(cell('fr_orig'), 'fr_orig', line, inRange(801, 808), regionExpected);
        const frDest = optionalCode(cell('fr_dest'), 'fr_dest', line, inRange(801, 808), regionExpected);
        const frInmode = optionalCode(cell('fr_inmode'), 'fr_inmode', line, inRange(1, 8), modeExpected);
        const frOutmode = optionalCode(cell('fr_outmode'), 'fr_outmode', line, inRange(1, 8), modeExpected);
        const distBand = optionalCode(cell('dist_band'), 'dist_band', line, inRange(1, 8), 'a distance band from 1 to 8');
        const sctg = (cell('sctg2') ?? '').trim().padStart(2, '0');
        if (!sctg2Commodities[sctg]) throw new FreightImportError(`sctg2 must be an SCTG2 code (01–41, 43), not "${cell('sctg2')}"`, line);
        // Every measure is checked, on every line, before the line is kept or left out.
        const figures = columns.map(({ year, cells: at }) => ({
          year,
          values: freightRecordMeasures.map((name) => (at[name] === undefined ? null : measure(cells[at[name]], names[at[name]]!, line))),
        }));
        const state = (end: number) => (geography === 'zone' ? Math.trunc(end / 10) : end);
        if (state(orig) !== VIRGINIA_STATE_FIPS && state(dest) !== VIRGINIA_STATE_FIPS) {
          result.outsideVirginia += 1;
          continue;
        }
        const index = result.stored;
        result.stored += 1;
        await batches!.addLine([index, frOrig, orig, dest, frDest, frInmode, mode, frOutmode, Number(sctg), tradeType, distBand]);
        for (const { year, values } of figures) {
          if (!values.some((value) => value !== null && value > 0)) continue;
          result.records += 1;
          await batches!.addMeasures([year, index, ...values]);
        }
      }
    } catch (error) {
      if (error instanceof CsvLineError) throw new FreightImportError(error.message, error.line);
      throw error;
    }
    if (!header) throw new FreightImportError('the file is empty', 1);
    await batches!.flushLines();
    await batches!.flushMeasures();
    await sql`update freight_datasets set lines = ${result.stored} where id = ${datasetId}`.execute(trx);
    // Fresh planner statistics for tables that were just replaced.
    await sql`analyze freight_lines`.execute(trx);
    await sql`analyze freight_measures`.execute(trx);
    if (options.refreshStatistics ?? true) await enqueue(trx, { name: 'stats.refresh', payload: { reason: 'freight-import' } });
    return { datasetId, release, geography, years, measures, ...result };
  });
}
