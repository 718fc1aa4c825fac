'use client';

import { useEffect, useRef } from 'react';
import { type ChartDrawings, type ChartLayout, chartLayouts, type ChartOptions, siteChart } from '@/lib/charts/chart-options';

/** The server's drawings of a chart, one per layout (server/domain/plot-svg.ts). */
/**
 * One Observable Plot chart, drawn wide and narrow; CSS shows the one the column fits (a container
 * query on .plot-figure). The table every chart has beside it carries the same numbers for screen
 * readers and for readers without JavaScript, and the chart itself is one image with a summary.
 * Plot (92 kB gzip, and the longest task on a phone) is fetched only when the browser must draw:
 * at once when the server sent no drawing, otherwise when the options change (a filter).
 * `initialSvg` is that server drawing, from the same options.
 */
export function PlotFigure({ options, summary, initialSvg }: { options: ChartOptions; summary: string; initialSvg?: ChartDrawings }) {
  const containers = useRef<Partial<Record<ChartLayout, HTMLDivElement | null>>>({});
  const showingServerDrawing = useRef(initialSvg !== undefined);
  useEffect(() => {
    if (showingServerDrawing.current) {
      showingServerDrawing.current = false;
      return;
    }
    const charts: Element[] = [];
    let replaced = false;
    void import('@observablehq/plot').then((plot) => {
      if (replaced) return;
      for (const layout of chartLayouts) {
        const chart = plot.plot(siteChart(options(plot, layout)));
        chart.setAttribute('aria-hidden', 'true');
        containers.current[layout]?.replaceChildren(chart);
        charts.push(chart);
      }
    });
    return () => {
      replaced = true;
      for (const chart of charts) chart.remove();
    };
  }, [options]);
  return (
    <div className="plot-figure" role="img" aria-label={summary}>
      {chartLayouts.map((layout) => (
        <div
          key={layout}
          ref={(node) => {
            containers.current[layout] = node;
          }}
          className={`plot-figure__${layout}`}
          dangerouslySetInnerHTML={initialSvg === undefined ? undefined : { __html: initialSvg[layout] }}
        />
      ))}
    </div>
  );
}
