import type * as PlotModule from '@observablehq/plot';

// Shared by the browser (PlotFigure) and the server (server/plot-svg.ts): a chart drawn by either
// is the same chart. No 'use client' here, so a server component can call these.

/** Observable Plot, as a chart's options are given it: loaded after the page in the browser. */
export type Plot = typeof PlotModule;
export type PlotOptions = PlotModule.PlotOptions;

/** The site's chart colours (USWDS primary and its neighbours), each at least 3:1 on white. */
export const chartColors = ['#005ea2', '#d54309', '#008817', '#8168b3', '#b50909', '#2e6276', '#936f38', '#1a4480'];

/** A chart's own options in the site's type size, on the page's background. */
export function siteChart(options: PlotOptions): PlotOptions {
  return { style: { fontSize: '13px', background: 'transparent' }, ...options };
}

/** Axis ticks and bar labels: 12K, 3.4M. */
export const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

export type BarChartData = { rows: Record<string, string | number>[]; label: string; value: string; axis: string };

/**
 * A bottom axis's title centred under its tick labels (Plot's default puts it at the right end,
 * over the last tick label), with the bottom margin that makes room for both.
 */
export const bottomAxisTitle = { labelAnchor: 'center', labelArrow: 'none', labelOffset: 36 } as const;
export const bottomAxisMargin = 44;

/** Room for a text of so many characters in the chart's 13 px type, with a little to spare. */
const textWidth = (characters: number) => 8 * characters + 12;

/**
 * Horizontal bars, longest first: one per row, labelled along the left, each with its value after
 * it. The right margin fits the longest value label (the longest bar's label starts at the plot's
 * edge).
 */
export function barChartOptions(plot: Plot, { rows, label, value, axis }: BarChartData): PlotOptions {
  const valueLabels = rows.map((row) => compact.format(Number(row[value] ?? 0)));
  return {
    marginLeft: 230,
    marginRight: textWidth(Math.max(0, ...valueLabels.map((text) => text.length))),
    marginBottom: bottomAxisMargin,
    height: Math.max(120, rows.length * 22 + 64),
    width: 760,
    x: { label: axis, ...bottomAxisTitle, grid: true, tickFormat: (tick: number) => compact.format(tick) },
    y: { label: null, tickFormat: (text: string) => (text.length > 34 ? `${text.slice(0, 33)}…` : text) },
    marks: [
      plot.barX(rows, { x: value, y: label, fill: chartColors[0], sort: { y: '-x' } }),
      plot.text(rows, { x: value, y: label, text: (row: Record<string, number>) => compact.format(row[value] ?? 0), dx: 4, textAnchor: 'start', fill: '#1b1b1b' }),
      plot.ruleX([0]),
    ],
  };
}
