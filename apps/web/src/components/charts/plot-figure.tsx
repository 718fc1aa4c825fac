'use client';

import * as Plot from '@observablehq/plot';
import { useEffect, useRef } from 'react';

/**
 * One Observable Plot chart. Plot draws into the DOM, so the chart appears after hydration; the
 * table every chart has beside it carries the same numbers for screen readers and for readers
 * without JavaScript, and the chart itself is one image with a summary.
 */
export function PlotFigure({ options, summary }: { options: () => Plot.PlotOptions; summary: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = container.current;
    if (!node) return;
    const chart = Plot.plot({ style: { fontSize: '13px', background: 'transparent' }, ...options() });
    chart.setAttribute('aria-hidden', 'true');
    node.replaceChildren(chart);
    return () => chart.remove();
  }, [options]);
  return <div ref={container} className="plot-figure" role="img" aria-label={summary} />;
}

/** The site's chart colours (USWDS primary and its neighbours), each at least 3:1 on white. */
export const chartColors = ['#005ea2', '#d54309', '#008817', '#8168b3', '#b50909', '#2e6276', '#936f38', '#1a4480'];
