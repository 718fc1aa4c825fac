import 'server-only';
import * as plot from '@observablehq/plot';
import { JSDOM } from 'jsdom';
import { type ChartDrawings, chartLayouts, type ChartOptions, type Plot, type PlotOptions, siteChart } from '@/lib/charts/chart-options';

let document: Document | undefined;

/**
 * A chart drawn on the server, as SVG markup, by the same Plot options the browser would draw it
 * with: the page shows it at first paint, and the browser loads Plot only if a filter changes it.
 * Plot needs a DOM to draw into; one jsdom document serves every drawing (each is serialized and
 * dropped). Hidden from assistive technology, as PlotFigure hides its own: the figure around it
 * carries the summary.
 */
export function plotSvg(options: (plot: Plot) => PlotOptions): string {
  document ??= new JSDOM('').window.document;
  const chart = plot.plot({ ...siteChart(options(plot)), document });
  chart.setAttribute('aria-hidden', 'true');
  // Plot writes font-variant="tabular-nums" on tick labels, which is no SVG presentation attribute
  // (the Nu checker refuses it); a class says the same to the site's CSS.
  for (const element of chart.querySelectorAll('[font-variant="tabular-nums"]')) {
    element.removeAttribute('font-variant');
    element.setAttribute('class', `${element.getAttribute('class') ?? ''} tabular-nums`.trim());
  }
  return chart.outerHTML;
}

/** A chart with text, drawn in each layout (chart-options.ts): the page shows the one its column fits. */
export function chartSvgs(options: ChartOptions): ChartDrawings {
  return Object.fromEntries(chartLayouts.map((layout) => [layout, plotSvg((plot) => options(plot, layout))])) as ChartDrawings;
}
