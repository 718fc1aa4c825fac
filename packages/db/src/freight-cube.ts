import {
  type FreightCell,
  freightCodeLabel,
  type FreightDimension,
  type FreightGeography,
  type FreightHeader,
  freightMeasureLabels,
  freightRangeMeasures,
  freightRatioMeasures,
  type FreightRecordMeasure,
  freightRecordMeasures,
  type FreightRelease,
  type FreightTabulation,
  type FreightTabulationQuery,
  type FreightYear,
  freightSourceNote,
  sctgGroups,
} from '@vtrans/contracts/freight-tabulation';
import { VIRGINIA_STATE_FIPS } from '@vtrans/contracts/freight';
import { sql } from 'kysely';
import type { DbOrTrx } from './db';

/** A question the data cannot answer (a year it does not have, two years summed), naming the parameter. */
export class FreightQueryError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'FreightQueryError';
  }
}

/** The dimensions stored per line (the year is not: it picks which measure vector is read). */
export type LineDimension = Exclude<FreightDimension, 'year'>;
const lineDimensions: LineDimension[] = [
  'origin',
  'destination',
  'commodity',
  'commodity_group',
  'mode',
  'foreign_mode',
  'trade_type',
  'foreign_region',
  'distance_band',
];

/** Codes are small whole numbers (zones < 1000, years < 2100): a lookup table per dimension is an array. */
const CODE_SPACE = 2100;
/** The most rows and columns a tabulation returns; beyond, the largest rows are kept and the rest counted. */
const MAX_ROWS = 500;
const MAX_COLUMNS = 160;

const groupOf = new Map(sctgGroups.flatMap((group, index) => group.commodities.map((commodity) => [Number(commodity), index] as const)));

/** The datasets imported, one per geography at most. */
export async function listFreightDatasets(db: DbOrTrx): Promise<(FreightRelease & { id: number; lines: number })[]> {
  const rows = await db.selectFrom('freight_datasets').selectAll().orderBy('geography', 'desc').execute();
  return rows.map((row) => {
    const release = {
      name: row.release,
      geography: row.geography as FreightGeography,
      fileName: row.file_name,
      importedAt: row.imported_at.toISOString(),
      sample: row.sample,
    };
    return {
      id: row.id,
      ...release,
      source: freightSourceNote(release),
      years: row.years.map((year, i) => ({ year, kind: row.year_kinds[i] as FreightYear['kind'] })),
      measures: row.measures as FreightRecordMeasure[],
      lines: row.lines,
    };
  });
}

/** A bytea of big-endian values packed by Postgres (int2send, float8send), as a view to read them from. */
function viewOf(bytes: Buffer): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * One imported FAF dataset held as columns in memory, where any tabulation is a pass over typed
 * arrays (decision 032): Postgres keeps the rows; a web process reads each dataset's codes once,
 * and each measure of each year the first time a question needs it. A dataset never changes (a new
 * import is a new dataset id), so what was read stays right until the id changes.
 */
export class FreightCube {
  private readonly measures = new Map<FreightRecordMeasure, Promise<Map<number, Float64Array>>>();
  private noFigures: Float64Array | undefined;

  private constructor(
    private readonly db: DbOrTrx,
    readonly release: FreightRelease & { id: number; lines: number },
    /** Per dimension, the code of each line. */
    private readonly codes: Record<LineDimension, Uint16Array>,
    /** The state at each end of each line (a zone's state in a zone dataset). */
    private readonly origState: Uint8Array,
    private readonly destState: Uint8Array,
  ) {}

  get size() {
    return this.release.lines;
  }

  /** Reads a dataset's line codes: one query packing each column into a bytea, in line order. */
  static async load(db: DbOrTrx, release: FreightRelease & { id: number; lines: number }): Promise<FreightCube> {
    const n = release.lines;
    const codes = Object.fromEntries(lineDimensions.map((dimension) => [dimension, new Uint16Array(n)])) as Record<LineDimension, Uint16Array>;
    const packed = await sql<Record<string, Buffer | null>>`
      select string_agg(int2send(orig), '' order by line) as origin,
             string_agg(int2send(dest), '' order by line) as destination,
             string_agg(int2send(commodity), '' order by line) as commodity,
             string_agg(int2send(mode), '' order by line) as mode,
             string_agg(int2send(coalesce(fr_inmode, fr_outmode, 0::smallint)), '' order by line) as foreign_mode,
             string_agg(int2send(trade_type), '' order by line) as trade_type,
             string_agg(int2send(coalesce(fr_orig, fr_dest, 0::smallint)), '' order by line) as foreign_region,
             string_agg(int2send(coalesce(dist_band, 0::smallint)), '' order by line) as distance_band
      from freight_lines where dataset_id = ${release.id}`.execute(db);
    const row = packed.rows[0] ?? {};
    for (const dimension of lineDimensions) {
      const bytes = row[dimension];
      if (!bytes) continue;
      const column = codes[dimension];
      const view = viewOf(bytes);
      for (let offset = 0; offset < bytes.byteLength; offset += 2) column[offset / 2] = view.getInt16(offset);
    }
    for (let i = 0; i < n; i += 1) codes.commodity_group[i] = groupOf.get(codes.commodity[i]!) ?? 0;
    const stateOf = (end: number) => (release.geography === 'zone' ? Math.trunc(end / 10) : end);
    const origState = Uint8Array.from(codes.origin, stateOf);
    const destState = Uint8Array.from(codes.destination, stateOf);
    return new FreightCube(db, release, codes, origState, destState);
  }

  /**
   * One measure for every year, per line (0 where a line moved nothing): one query and one scan,
   * a bytea of (line, value) pairs per year — only the lines with a figure, in no order, so
   * Postgres neither sorts nor sends zeros.
   */
  private readMeasure(name: FreightRecordMeasure): Promise<Map<number, Float64Array>> {
    let vectors = this.measures.get(name);
    if (!vectors) {
      vectors = (async () => {
        const packed = await sql<{ year: number; data: Buffer }>`
          select year, string_agg(int4send(line) || float8send(${sql.ref(name)}), '') as data
          from freight_measures where dataset_id = ${this.release.id} and ${sql.ref(name)} > 0 group by year`.execute(this.db);
        const byYear = new Map<number, Float64Array>();
        for (const { year, data } of packed.rows) {
          const values = new Float64Array(this.release.lines);
          const view = viewOf(data);
          for (let offset = 0; offset < data.byteLength; offset += 12) values[view.getInt32(offset)] = view.getFloat64(offset + 4);
          byYear.set(Number(year), values);
        }
        return byYear;
      })();
      // A failed read is not kept: the next question tries again.
      vectors.catch(() => this.measures.delete(name));
      this.measures.set(name, vectors);
    }
    return vectors;
  }

  private async measure(name: FreightRecordMeasure, year: number): Promise<Float64Array> {
    return (await this.readMeasure(name)).get(year) ?? this.zeros;
  }

  private get zeros(): Float64Array {
    this.noFigures ??= new Float64Array(this.release.lines);
    return this.noFigures;
  }

  /** The bytes of the typed arrays the cube holds (its codes, and the figures read so far). */
  async heldBytes(): Promise<number> {
    const codes = Object.values(this.codes).reduce((sum, column) => sum + column.byteLength, 0) + this.origState.byteLength + this.destState.byteLength;
    const read = await Promise.all([...this.measures.values()]);
    return codes + read.flatMap((byYear) => [...byYear.values()]).reduce((sum, vector) => sum + vector.byteLength, 0);
  }

  /**
   * Reads the figures ahead of the first question — tons, value and ton-miles first (every ratio
   * needs two of them), then the rest; the web starts this when it loads a cube and does not wait.
   */
  async warm(): Promise<void> {
    const present = (names: FreightRecordMeasure[]) => names.filter((name) => this.release.measures.includes(name));
    await Promise.all(present(['tons', 'value', 'tmiles']).map((name) => this.readMeasure(name)));
    await Promise.all(present(freightRecordMeasures.filter((name) => !['tons', 'value', 'tmiles'].includes(name))).map((name) => this.readMeasure(name)));
  }

  /** The codes a dimension takes in this dataset, in order (the choices of a filter). */
  codesOf(dimension: LineDimension): number[] {
    const seen = new Uint8Array(CODE_SPACE);
    for (const code of this.codes[dimension]) seen[code] = 1;
    const codes: number[] = [];
    seen.forEach((flag, code) => flag && codes.push(code));
    return codes;
  }

  /** The year a question means when it names none: the latest estimate, not a forecast. */
  defaultYear(): number | undefined {
    return this.release.years.filter((year) => year.kind !== 'forecast').at(-1)?.year ?? this.release.years.at(-1)?.year;
  }

  private yearsAsked(query: FreightTabulationQuery): FreightYear[] {
    const known = new Map(this.release.years.map((year) => [year.year, year]));
    const asked = query.year ?? [];
    const unknown = asked.filter((year) => !known.has(year));
    if (unknown.length > 0) throw new FreightQueryError('year', `no data for ${unknown.join(', ')}; the years are ${[...known.keys()].join(', ')}`);
    const yearIsAxis = query.rows === 'year' || query.columns === 'year';
    if (yearIsAxis) return asked.length > 0 ? [...known.values()].filter((year) => asked.includes(year.year)) : [...known.values()];
    if (asked.length > 1) throw new FreightQueryError('year', 'figures of several years are not added up: choose one year, or make the year a row or column');
    const year = asked[0] ?? this.defaultYear();
    if (year === undefined) throw new FreightQueryError('year', 'the dataset has no years');
    return [known.get(year)!];
  }

  /** The lines that pass every filter and the direction, as indexes. */
  private selectLines(query: FreightTabulationQuery): Int32Array {
    const tests: { codes: Uint16Array; allowed: Uint8Array }[] = [];
    for (const dimension of lineDimensions) {
      const wanted =
        dimension === 'commodity_group' ? query.commodity_group?.map((code) => sctgGroups.findIndex((group) => group.code === code)) : query[dimension];
      if (!wanted || wanted.length === 0) continue;
      const allowed = new Uint8Array(CODE_SPACE);
      for (const code of wanted) if (code >= 0 && code < CODE_SPACE) allowed[code] = 1;
      tests.push({ codes: this.codes[dimension], allowed });
    }
    // The direction is relative to a Virginia zone when one is asked for, else to Virginia.
    const [origArea, destArea, area] =
      query.area === undefined ? [this.origState, this.destState, VIRGINIA_STATE_FIPS] : [this.codes.origin, this.codes.destination, query.area];
    const direction = query.direction;
    const selected = new Int32Array(this.release.lines);
    let count = 0;
    lines: for (let i = 0; i < this.release.lines; i += 1) {
      if (direction !== 'all') {
        const fromVa = origArea[i] === area;
        const toVa = destArea[i] === area;
        if (direction === 'outbound' ? !fromVa || toVa : direction === 'inbound' ? fromVa || !toVa : !fromVa || !toVa) continue;
      }
      for (const test of tests) if (test.allowed[test.codes[i]!] === 0) continue lines;
      selected[count] = i;
      count += 1;
    }
    return selected.subarray(0, count);
  }

  /**
   * A tabulation: sums of the measure (or of a ratio's two parts) by row and column code over the
   * selected lines, for each year asked, with the HiLo range where every year of a cell is a
   * forecast and the file had one.
   */
  async tabulate(query: FreightTabulationQuery): Promise<FreightTabulation> {
    const years = this.yearsAsked(query);
    if (query.compare !== undefined && !this.release.years.some((year) => year.year === query.compare)) {
      throw new FreightQueryError('compare', `no data for ${query.compare}; the years are ${this.release.years.map((year) => year.year).join(', ')}`);
    }
    const lines = this.selectLines(query);
    const ratio = freightRatioMeasures[query.measure];
    const numerator: FreightRecordMeasure = ratio?.numerator ?? (query.measure as FreightRecordMeasure);
    if (!this.release.measures.includes(numerator) || (ratio && !this.release.measures.includes(ratio.denominator))) {
      throw new FreightQueryError(
        'measure',
        `the ${this.release.name} ${this.release.geography} file has no ${numerator === 'tmiles' ? 'ton-miles' : numerator.replace('_', ' ')}`,
      );
    }
    const range = freightRangeMeasures[query.measure];
    const hasRange = range !== undefined && this.release.measures.includes(range.low) && this.release.measures.includes(range.high);

    const rowDimension = query.rows;
    const columnDimension = query.columns === 'none' ? undefined : query.columns;
    // sums[slot] per (row, column) cell: the slot comes from the codes' dense indexes.
    const rowIndex = new Int32Array(CODE_SPACE).fill(-1);
    const columnIndex = new Int32Array(CODE_SPACE).fill(-1);
    const rowCodes: number[] = [];
    const columnCodes: number[] = [];
    const slotOf = (index: Int32Array, list: number[], code: number) => {
      let slot = index[code]!;
      if (slot === -1) {
        slot = list.length;
        index[code] = slot;
        list.push(code);
      }
      return slot;
    };
    const cells = new Map<number, Sum>();
    const codesOf = (dimension: FreightDimension | undefined) => (dimension && dimension !== 'year' ? this.codes[dimension] : undefined);
    const rowCodesOfLine = codesOf(rowDimension);
    const columnCodesOfLine = codesOf(columnDimension);

    for (const year of years) {
      const [num, den, low, high] = await Promise.all([
        this.measure(numerator, year.year),
        ratio ? this.measure(ratio.denominator, year.year) : undefined,
        hasRange && year.kind === 'forecast' ? this.measure(range.low, year.year) : undefined,
        hasRange && year.kind === 'forecast' ? this.measure(range.high, year.year) : undefined,
      ]);
      const forecast = year.kind === 'forecast';
      for (let k = 0; k < lines.length; k += 1) {
        const i = lines[k]!;
        const n = num[i]!;
        const d = den ? den[i]! : 0;
        if (n === 0 && d === 0) continue;
        const r = slotOf(rowIndex, rowCodes, rowCodesOfLine ? rowCodesOfLine[i]! : year.year);
        const c = columnDimension ? slotOf(columnIndex, columnCodes, columnCodesOfLine ? columnCodesOfLine[i]! : year.year) : 0;
        const key = r * 4096 + c;
        let cell = cells.get(key);
        if (!cell) {
          cell = emptySum();
          cell.seen = true;
          cells.set(key, cell);
        }
        cell.num += n;
        cell.den += d;
        if (low && high) {
          cell.low += low[i]!;
          cell.high += high[i]!;
        }
        if (!forecast || !low) cell.forecastOnly = false;
      }
    }
    if (!columnDimension) columnCodes.push(0);

    const finish = (sum: Sum | undefined): FreightCell => {
      if (!sum) return { value: null };
      if (ratio) return { value: sum.den > 0 ? round(ratio.scale * (sum.num / sum.den), 2) : null };
      return sum.forecastOnly ? { value: round(sum.num, 4), low: round(sum.low, 4), high: round(sum.high, 4) } : { value: round(sum.num, 4) };
    };
    const add = (into: Sum, sum: Sum | undefined) => {
      if (!sum) return;
      into.num += sum.num;
      into.den += sum.den;
      into.low += sum.low;
      into.high += sum.high;
      into.forecastOnly &&= sum.forecastOnly;
      into.seen = true;
    };

    // Totals across years would add up different years' freight: none are given along the year.
    const rowSums = rowCodes.map((_, r) => {
      const total = emptySum();
      columnCodes.forEach((__, c) => add(total, cells.get(r * 4096 + c)));
      return total;
    });
    // The largest rows first when there are too many; otherwise in code order.
    let rowOrder = rowCodes.map((_, r) => r);
    const rowsLeftOut = Math.max(0, rowOrder.length - MAX_ROWS);
    if (rowsLeftOut > 0) rowOrder = rowOrder.sort((a, b) => rowSums[b]!.num - rowSums[a]!.num).slice(0, MAX_ROWS);
    rowOrder.sort((a, b) => rowCodes[a]! - rowCodes[b]!);
    let columnOrder = columnCodes.map((_, c) => c);
    if (columnOrder.length > MAX_COLUMNS) {
      const columnSums = columnCodes.map((_, c) => rowCodes.reduce((sum, __, r) => sum + (cells.get(r * 4096 + c)?.num ?? 0), 0));
      columnOrder = columnOrder.sort((a, b) => columnSums[b]! - columnSums[a]!).slice(0, MAX_COLUMNS);
    }
    columnOrder.sort((a, b) => columnCodes[a]! - columnCodes[b]!);

    const geography = this.release.geography;
    const kindOf = new Map(this.release.years.map((year) => [year.year, year.kind]));
    const header = (dimension: FreightDimension | undefined, code: number): FreightHeader =>
      !dimension
        ? { code: 0, label: 'Total' }
        : dimension === 'year'
          ? { code, label: String(code), kind: kindOf.get(code) }
          : { code, label: freightCodeLabel(dimension, code, geography) };
    const alongYears = rowDimension === 'year' || columnDimension === 'year';

    const columnTotals = columnOrder.map((c) => {
      const total = emptySum();
      rowCodes.forEach((_, r) => add(total, cells.get(r * 4096 + c)));
      return total.seen && rowDimension !== 'year' ? finish(total) : { value: null };
    });
    const grandTotal = emptySum();
    rowSums.forEach((sum) => add(grandTotal, sum.seen ? sum : undefined));

    const result: FreightTabulation = {
      query,
      release: {
        name: this.release.name,
        geography,
        fileName: this.release.fileName,
        importedAt: this.release.importedAt,
        years: this.release.years,
        measures: this.release.measures,
        sample: this.release.sample,
        source: this.release.source,
      },
      measure: { code: query.measure, ...freightMeasureLabels[query.measure] },
      years: alongYears ? [] : years,
      rows: rowOrder.map((r) => header(rowDimension, rowCodes[r]!)),
      columns: columnOrder.map((c) => header(columnDimension, columnCodes[c]!)),
      cells: rowOrder.map((r) => columnOrder.map((c) => finish(cells.get(r * 4096 + c)))),
      rowTotals: rowOrder.map((r) => (rowSums[r]!.seen && columnDimension !== 'year' ? finish(rowSums[r]) : { value: null })),
      columnTotals,
      total: grandTotal.seen && !alongYears ? finish(grandTotal) : { value: null },
      rowsLeftOut,
    };
    if (query.compare !== undefined) {
      const other = await this.tabulate({ ...query, year: [query.compare], compare: undefined });
      const byCode = new Map(other.rows.map((row, i) => [row.code, other.rowTotals[i]!]));
      // A row with no freight in one of the years moved nothing then (0), unless the measure is a
      // ratio, which has no value without freight.
      const missing = ratio ? null : 0;
      // The second year keeps its forecast range (a 2050 figure is a range, not a point).
      const change = (from: number | null, to: FreightCell | undefined) => {
        const value = to?.value ?? missing;
        return {
          value,
          ...(to?.low !== undefined && to.high !== undefined ? { low: to.low, high: to.high } : {}),
          change: from !== null && value !== null ? round(value - from, 4) : null,
          percent: from !== null && value !== null && from !== 0 ? round((100 * (value - from)) / from, 1) : null,
        };
      };
      result.comparison = {
        year: other.years[0]!,
        rows: result.rows.map((row, i) => change(result.rowTotals[i]!.value ?? missing, byCode.get(row.code))),
        total: change(result.total.value ?? missing, other.total),
      };
    }
    return result;
  }
}

/** The running sums of a cell: the measure (or a ratio's numerator and denominator) and its range. */
interface Sum {
  num: number;
  den: number;
  low: number;
  high: number;
  /** Every year added in was a forecast with a range. */
  forecastOnly: boolean;
  seen: boolean;
}

function emptySum(): Sum {
  return { num: 0, den: 0, low: 0, high: 0, forecastOnly: true, seen: false };
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
