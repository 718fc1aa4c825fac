import type { FreightTabulation } from '@vtrans/contracts/freight-tabulation';
import {
  barChartOptions,
  bottomAxisMargin,
  bottomAxisTitle,
  chartColors,
  type ChartLayout,
  chartWidths,
  compact,
  type Plot,
  type PlotOptions,
} from './chart-options';

/** The most series a line chart draws (the largest rows; one colour each); the table has them all. */
const MAX_SERIES = chartColors.length;
const MAX_BARS = 15;

interface Point {
  series: string;
  year: number;
  value: number;
  low?: number;
  high?: number;
  forecast: boolean;
}

/** The points of a table along the years: one series per row (or the one row of a year-by-nothing table). */
function yearPoints(table: FreightTabulation): Point[] {
  const kinds = new Map(table.release.years.map((year) => [year.year, year.kind]));
  const points: Point[] = [];
  if (table.query.rows === 'year') {
    // Years down the side: a series per column.
    table.columns.forEach((column, c) =>
      table.rows.forEach((row, r) => {
        const cell = table.cells[r]![c]!;
        if (cell.value !== null)
          points.push({
            series: column.label,
            year: row.code,
            value: cell.value,
            low: cell.low,
            high: cell.high,
            forecast: kinds.get(row.code) === 'forecast',
          });
      }),
    );
  } else {
    table.rows.forEach((row, r) =>
      table.columns.forEach((column, c) => {
        const cell = table.cells[r]![c]!;
        if (cell.value !== null)
          points.push({
            series: row.label,
            year: column.code,
            value: cell.value,
            low: cell.low,
            high: cell.high,
            forecast: kinds.get(column.code) === 'forecast',
          });
      }),
    );
  }
  const size = new Map<string, number>();
  for (const point of points) size.set(point.series, Math.max(size.get(point.series) ?? 0, point.value));
  const largest = new Set(
    [...size.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, MAX_SERIES)
      .map(([series]) => series),
  );
  return points.filter((point) => largest.has(point.series));
}

/**
 * The series a chart along the years draws, in colour order (empty for a bar chart): the legend
 * beside the chart lists them with the same colours.
 */
export function tabulationChartSeries(table: FreightTabulation): string[] {
  if (table.query.rows !== 'year' && table.query.columns !== 'year') return [];
  return seriesOf(yearPoints(table));
}

/** The series of the points, in the order they first appear: the colours' order. */
const seriesOf = (points: Point[]) => [...new Set(points.map((point) => point.series))];

/**
 * The chart beside a tabulation. Along the years: a line per series, solid through the estimates
 * and dashed through the forecasts, with the forecast's low–high range as a band and the word
 * "forecast" over those years. Otherwise: bars of the rows' totals (or of the one column), the
 * largest first.
 */
export function tabulationChartOptions(plot: Plot, table: FreightTabulation, layout: ChartLayout): PlotOptions {
  const axis = `${table.measure.label} (${table.measure.unit})`;
  if (table.query.rows === 'year' || table.query.columns === 'year') {
    const points = yearPoints(table);
    const firstForecast = Math.min(...points.filter((point) => point.forecast).map((point) => point.year));
    const lastEstimate = Math.max(...points.filter((point) => !point.forecast).map((point) => point.year));
    // The dashed part starts at the last estimate so the line does not break.
    const estimates = points.filter((point) => !point.forecast);
    const forecasts = points.filter((point) => point.forecast || point.year === lastEstimate);
    const ranged = points.filter(
      (point) => point.low !== undefined || (point.year === lastEstimate && points.some((p) => p.series === point.series && p.low !== undefined)),
    );
    // The legend is the page's own list beside the chart (tabulationChartSeries), at every width.
    const color = { domain: seriesOf(points), range: chartColors };
    return {
      width: chartWidths[layout],
      height: layout === 'narrow' ? 240 : 320,
      marginLeft: 60,
      marginBottom: bottomAxisMargin,
      color,
      x: { label: 'Year', ...bottomAxisTitle, tickFormat: (year: number) => String(year), ticks: layout === 'narrow' ? 4 : undefined },
      y: { label: axis, grid: true, tickFormat: (tick: number) => compact.format(tick) },
      marks: [
        plot.areaY(ranged, {
          x: 'year',
          y1: (p: Point) => p.low ?? p.value,
          y2: (p: Point) => p.high ?? p.value,
          fill: 'series',
          fillOpacity: 0.18,
          z: 'series',
        }),
        plot.lineY(estimates, { x: 'year', y: 'value', stroke: 'series', strokeWidth: 2, z: 'series' }),
        plot.lineY(forecasts, { x: 'year', y: 'value', stroke: 'series', strokeWidth: 2, strokeDasharray: '5,4', z: 'series' }),
        plot.dot(points, { x: 'year', y: 'value', fill: 'series', r: 2.5 }),
        ...(Number.isFinite(firstForecast)
          ? [
              plot.ruleX([firstForecast - 0.5 * (firstForecast - lastEstimate)], { stroke: '#71767a', strokeDasharray: '2,3' }),
              plot.text([firstForecast], {
                x: (year: number) => year,
                frameAnchor: 'top',
                text: () => 'Forecast (low–high band)',
                textAnchor: 'start',
                dy: 6,
                dx: -4,
                fill: '#1b1b1b',
              }),
            ]
          : []),
        plot.ruleY([0]),
      ],
    };
  }
  const totals = table.query.columns === 'none' ? table.cells.map((row) => row[0]!) : table.rowTotals;
  const rows = table.rows
    .map((row, i) => ({ label: row.label, value: totals[i]!.value ?? 0 }))
    .sort((a, b) => b.value - a.value)
    .slice(0, MAX_BARS);
  return barChartOptions(plot, { rows, label: 'label', value: 'value', axis }, layout);
}
