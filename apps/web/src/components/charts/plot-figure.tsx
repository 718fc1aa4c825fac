'use client';

import { useEffect, useRef } from 'react';
import { type Plot, type PlotOptions, siteChart } from './chart-options';

/**
 * One Observable Plot chart. The table every chart has beside it carries the same numbers for
 * screen readers and for readers without JavaScript, and the chart itself is one image with a
 * summary. Plot (92 kB gzip, and the longest task on a phone) is fetched only when the browser
 * must draw: at once when the server sent no drawing, otherwise when the options change (a
 * filter). `initialSvg` is that server drawing (server/plot-svg.ts), from the same options.
 */
export function PlotFigure({ options, summary, initialSvg }: { options: (plot: Plot) => PlotOptions; summary: string; initialSvg?: string }) {
  const container = useRef<HTMLDivElement>(null);
  const showingServerDrawing = useRef(initialSvg !== undefined);
  useEffect(() => {
    const node = container.current;
    if (!node) return;
    if (showingServerDrawing.current) {
      showingServerDrawing.current = false;
      return;
    }
    let chart: Element | undefined;
    let replaced = false;
    void import('@observablehq/plot').then((plot) => {
      if (replaced) return;
      chart = plot.plot(siteChart(options(plot)));
      chart.setAttribute('aria-hidden', 'true');
      node.replaceChildren(chart);
    });
    return () => {
      replaced = true;
      chart?.remove();
    };
  }, [options]);
  return <div ref={container} className="plot-figure" role="img" aria-label={summary} dangerouslySetInnerHTML={initialSvg === undefined ? undefined : { __html: initialSvg }} />;
}
