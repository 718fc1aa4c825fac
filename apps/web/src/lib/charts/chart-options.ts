import type * as PlotModule from '@observablehq/plot';

// Shared by the browser (PlotFigure) and the server (server/domain/plot-svg.ts): a chart drawn by either
// is the same chart. No 'use client' here, so a server component can call these.

/** Observable Plot, as a chart's options are given it: loaded after the page in the browser. */
export type Plot = typeof PlotModule;
export type PlotOptions = PlotModule.PlotOptions;

/** The site's chart colours (USWDS primary and its neighbours), each at least 3:1 on white. */
export const chartColors = ['#005ea2', '#d54309', '#008817', '#8168b3', '#b50909', '#2e6276', '#936f38', '#1a4480'];

/**
 * Every chart is drawn twice, wide and narrow, and the page shows the one its column fits
 * (PlotFigure, by a container query): a wide drawing shrunk into a phone's column shrinks its
 * type with it (issue 35: 13 px labels read at under 6 px on a 360 px screen). The narrow one is
 * drawn at the width of a 320 px phone's column, so its type stays at 12 px or more.
 */
export const chartLayouts = ['wide', 'narrow'] as const;
export type ChartLayout = (typeof chartLayouts)[number];
/** A chart's two drawings as SVG markup, by layout: what the server draws and PlotFigure shows at first paint. */
export type ChartDrawings = Record<ChartLayout, string>;
export const chartWidths: Record<ChartLayout, number> = { wide: 760, narrow: 290 };

/** A chart's options for one layout. */
export type ChartOptions = (plot: Plot, layout: ChartLayout) => PlotOptions;

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

const shortened = (characters: number) => (text: string) => (text.length > characters ? `${text.slice(0, characters - 1)}…` : text);

/**
 * Horizontal bars, longest first, each with its value after it. Wide, the labels run along the
 * left; narrow, each label sits above its bar, so the bars keep the column's width. The right
 * margin fits the longest value label (the longest bar's label starts at the plot's edge).
 */
export function barChartOptions(plot: Plot, { rows, label, value, axis }: BarChartData, layout: ChartLayout): PlotOptions {
  const valueLabels = rows.map((row) => compact.format(Number(row[value] ?? 0)));
  const valueText = (row: Record<string, number>) => compact.format(row[value] ?? 0);
  const x = { label: axis, ...bottomAxisTitle, grid: true, tickFormat: (tick: number) => compact.format(tick) };
  const bars = { x: value, y: label, fill: chartColors[0], sort: { y: '-x' } } as const;
  const common = { marginRight: textWidth(Math.max(0, ...valueLabels.map((text) => text.length))), marginBottom: bottomAxisMargin, width: chartWidths[layout] };
  if (layout === 'narrow') {
    // A row is 40 px: its label in the top half, its bar below.
    return {
      ...common,
      marginLeft: 4,
      height: Math.max(120, rows.length * 40 + 54),
      x: { ...x, ticks: 3 },
      y: { axis: null, padding: 0 },
      marks: [
        plot.barX(rows, { ...bars, insetTop: 20, insetBottom: 4 }),
        plot.text(rows, {
          y: label,
          text: (row: Record<string, string>) => shortened(38)(String(row[label])),
          frameAnchor: 'left',
          dx: 3,
          dy: -11,
          fill: '#1b1b1b',
        }),
        plot.text(rows, { x: value, y: label, text: valueText, dx: 4, dy: 8, textAnchor: 'start', fill: '#1b1b1b' }),
        plot.ruleX([0]),
      ],
    };
  }
  return {
    ...common,
    marginLeft: 230,
    height: Math.max(120, rows.length * 22 + 64),
    x,
    y: { label: null, tickFormat: shortened(34) },
    marks: [plot.barX(rows, bars), plot.text(rows, { x: value, y: label, text: valueText, dx: 4, textAnchor: 'start', fill: '#1b1b1b' }), plot.ruleX([0])],
  };
}
