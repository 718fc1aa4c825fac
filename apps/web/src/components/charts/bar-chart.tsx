'use client';

import { useCallback } from 'react';
import { type BarChartData, barChartOptions, type ChartDrawings, type ChartLayout, type Plot } from '@/lib/charts/chart-options';
import { PlotFigure } from './plot-figure';

/**
 * Horizontal bars, longest first. `initialSvg`, the same chart drawn by the server for the
 * page's first filters, is shown until the filters change (see PlotFigure).
 */
export function BarChart({ rows, label, value, axis, summary, initialSvg }: BarChartData & { summary: string; initialSvg?: ChartDrawings }) {
  const options = useCallback((plot: Plot, layout: ChartLayout) => barChartOptions(plot, { rows, label, value, axis }, layout), [rows, label, value, axis]);
  return <PlotFigure options={options} summary={summary} initialSvg={initialSvg} />;
}
