'use client';

import * as Plot from '@observablehq/plot';
import { useCallback } from 'react';
import { chartColors, PlotFigure } from './plot-figure';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Horizontal bars, longest first: one per row, labelled along the left. */
export function BarChart({ rows, label, value, axis, summary }: { rows: Record<string, string | number>[]; label: string; value: string; axis: string; summary: string }) {
  const options = useCallback(
    (): Plot.PlotOptions => ({
      marginLeft: 230,
      marginRight: 48,
      height: Math.max(120, rows.length * 22 + 50),
      width: 760,
      x: { label: axis, grid: true, tickFormat: (tick: number) => compact.format(tick) },
      y: { label: null, tickFormat: (text: string) => (text.length > 34 ? `${text.slice(0, 33)}…` : text) },
      marks: [
        Plot.barX(rows, { x: value, y: label, fill: chartColors[0], sort: { y: '-x' } }),
        Plot.text(rows, { x: value, y: label, text: (row: Record<string, number>) => compact.format(row[value] ?? 0), dx: 4, textAnchor: 'start', fill: '#1b1b1b' }),
        Plot.ruleX([0]),
      ],
    }),
    [rows, label, value, axis],
  );
  return <PlotFigure options={options} summary={summary} />;
}
