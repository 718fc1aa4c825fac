import { type ChartDrawings, chartLayouts } from '@/lib/charts/chart-options';

/**
 * A chart the server drew (server/domain/plot-svg.ts) and the browser never redraws: the markup of
 * PlotFigure without its script, for a view that changes only by loading a new page, so no chart
 * code reaches the browser at all. The table beside it carries the figures.
 */
export function ChartDrawing({ drawings, summary }: { drawings: ChartDrawings; summary: string }) {
  return (
    <div className="plot-figure" role="img" aria-label={summary}>
      {chartLayouts.map((layout) => (
        <div key={layout} className={`plot-figure__${layout}`} dangerouslySetInnerHTML={{ __html: drawings[layout] }} />
      ))}
    </div>
  );
}
