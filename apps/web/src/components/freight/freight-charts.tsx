'use client';

import { type CommodityFiltersAnswer, type CommodityFlowAnswer, freightOrigins } from '@vtrans/contracts/freight';
import type { FeatureCollection } from 'geojson';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { BarChart } from '@/components/charts/bar-chart';
import { ChartTable } from '@/components/charts/chart-table';
import {
  bottomAxisMargin,
  bottomAxisTitle,
  chartColors,
  type ChartLayout,
  chartWidths,
  compact,
  type Plot,
  type PlotOptions,
} from '@/lib/charts/chart-options';
import { PlotFigure } from '@/components/charts/plot-figure';
import { FilterFieldset, FilterSelect } from '@/components/data-explorer/filter-select';
import { ShareView } from '@/components/interactvtrans/share-view';
import { api } from '@/lib/api-client';
import { FreightSampleNotice } from './freight-source';

export type FreightQuery = { scale: string; origin: string; direction: string; metric: string; year: string; mode: string };

/** How a chart's heading says which way the freight goes: "Arriving in Northern Virginia". */
const directionLabels: Record<string, string> = { outbound: 'Leaving', inbound: 'Arriving in', within: 'Within' };

function TrendChart({ rows, axis, summary }: { rows: CommodityFlowAnswer['trend']; axis: string; summary: string }) {
  const options = useCallback(
    (plot: Plot, layout: ChartLayout): PlotOptions => ({
      width: chartWidths[layout],
      height: 270,
      marginLeft: 60,
      marginBottom: bottomAxisMargin,
      x: { label: 'Year', ...bottomAxisTitle, tickFormat: (year: number) => String(year), ticks: layout === 'narrow' ? 4 : undefined },
      y: { label: axis, grid: true, tickFormat: (tick: number) => compact.format(tick) },
      marks: [
        plot.lineY(rows, { x: 'year', y: 'amount', stroke: chartColors[0], strokeWidth: 2 }),
        plot.dot(rows, { x: 'year', y: 'amount', fill: chartColors[0] }),
        plot.ruleY([0]),
      ],
    }),
    [rows, axis],
  );
  return <PlotFigure options={options} summary={summary} />;
}

/** Lines from the origin to each partner, thicker for more freight, over the states' outlines. */
function FlowMap({ answer, outlines, summary }: { answer: CommodityFlowAnswer; outlines: FeatureCollection; summary: string }) {
  const options = useCallback(
    (plot: Plot, layout: ChartLayout): PlotOptions => {
      const partners = answer.partners.slice(0, 25);
      const largest = Math.max(1, ...partners.map((partner) => partner.amount));
      return {
        width: chartWidths[layout],
        height: layout === 'narrow' ? 190 : 460,
        projection: { type: 'albers-usa' },
        marks: [
          plot.geo(outlines, { fill: '#f0f0f0', stroke: '#71767a', strokeWidth: 0.5 }),
          plot.link(partners, {
            x1: () => answer.originCenter[0],
            y1: () => answer.originCenter[1],
            x2: (partner: (typeof partners)[number]) => partner.center[0],
            y2: (partner: (typeof partners)[number]) => partner.center[1],
            stroke: chartColors[1],
            strokeOpacity: 0.75,
            strokeWidth: (partner: (typeof partners)[number]) => 0.75 + (7 * partner.amount) / largest,
          }),
          plot.dot(partners, {
            x: (p: (typeof partners)[number]) => p.center[0],
            y: (p: (typeof partners)[number]) => p.center[1],
            r: 3,
            fill: chartColors[1],
          }),
          plot.dot([answer.originCenter], {
            x: (point: [number, number]) => point[0],
            y: (point: [number, number]) => point[1],
            r: 6,
            fill: chartColors[0],
            stroke: 'white',
          }),
        ],
      };
    },
    [answer, outlines],
  );
  return <PlotFigure options={options} summary={summary} />;
}

/** One chart of the freight answer with its heading and, after the chart, its table. */
function ChartFigure({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <figure>
      <figcaption>
        <h3>{heading}</h3>
      </figcaption>
      {children}
    </figure>
  );
}

/** The table (and CSV) of named amounts: commodities, modes or partners. */
function AmountTable({
  id,
  caption,
  nameLabel,
  unit,
  rows,
  fileName,
  source,
}: {
  id: string;
  caption: string;
  nameLabel: string;
  unit: string;
  rows: { name: string; amount: number }[];
  fileName: string;
  source: string;
}) {
  return (
    <ChartTable
      id={id}
      caption={caption}
      columns={[
        { key: 'name', label: nameLabel },
        { key: 'amount', label: unit, numeric: true },
      ]}
      rows={rows.map(({ name, amount }) => ({ name, amount }))}
      fileName={fileName}
      source={source}
    />
  );
}

/**
 * The freight charts (spec §7 commodity-flow): top commodities, mode split, trend by year and an
 * origin–destination flow map, each with its table and CSV. Filters fetch a new answer from
 * /api/freight/commodity-flow and, when `urlParams` is given, keep the address bar in step.
 */
export function FreightCharts({
  filters,
  initialQuery,
  initialAnswer,
  outlines,
  urlParams,
  share = false,
}: {
  filters: CommodityFiltersAnswer;
  initialQuery: FreightQuery;
  initialAnswer: CommodityFlowAnswer | null;
  outlines: FeatureCollection;
  /** Other parameters the page's address keeps (the explorer's dataset). */
  urlParams?: Record<string, string>;
  /** Offer a saved link to this view (in the data explorer). */
  share?: boolean;
}) {
  const [query, setQuery] = useState(initialQuery);
  const [answer, setAnswer] = useState(initialAnswer);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  async function change(name: string, value: string) {
    const next = { ...query, [name]: value };
    // A scale's origins differ (Virginia, or its FAF zones): start from the first.
    if (name === 'scale') next.origin = freightOrigins(value === 'region' ? 'region' : 'state')[0]!.code;
    setQuery(next);
    if (urlParams) {
      const url = new URL(window.location.href);
      url.search = new URLSearchParams({ ...urlParams, ...next }).toString();
      window.history.replaceState(null, '', url);
    }
    const call = ++latest.current;
    setLoading(true);
    try {
      const result = await api.getCommodityFlow(next);
      if (call !== latest.current) return;
      if (result.status === 200) {
        setAnswer(result.data);
        setError(null);
      } else {
        setError(result.message || 'These filters could not be charted.');
      }
    } catch {
      if (call === latest.current) setError('The freight data could not be loaded. Please try again.');
    } finally {
      if (call === latest.current) setLoading(false);
    }
  }

  const origins = freightOrigins(query.scale === 'region' ? 'region' : 'state');
  const unit = answer?.unit ?? filters.unit;
  const where = `${directionLabels[query.direction] ?? ''} ${origins.find((o) => o.code === query.origin)?.name ?? 'Virginia'}`.trim();
  const mode = filters.modes.find((m) => m.code === query.mode)?.name ?? 'All modes';
  const slug = `${query.origin}-${query.direction}-${query.metric}-${query.year}-${query.mode}`;

  return (
    <section className="freight-charts" aria-labelledby="freight-charts-heading" aria-busy={loading}>
      <h2 id="freight-charts-heading">Freight commodity flows</h2>
      <form className="data-explorer__filters" method="get" onSubmit={(event) => event.preventDefault()}>
        {Object.entries(urlParams ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <FilterFieldset legend="Filter freight flows">
          <FilterSelect
            name="scale"
            label="Area"
            value={query.scale}
            options={[
              { value: 'state', label: 'Virginia' },
              { value: 'region', label: 'A Virginia freight region' },
            ]}
            onChange={change}
          />
          <FilterSelect name="origin" label="Region" value={query.origin} options={origins.map((o) => ({ value: o.code, label: o.name }))} onChange={change} />
          <FilterSelect
            name="direction"
            label="Direction"
            value={query.direction}
            options={[
              { value: 'outbound', label: 'Leaving the area' },
              { value: 'inbound', label: 'Arriving in the area' },
              { value: 'within', label: 'Within the area' },
            ]}
            onChange={change}
          />
          <FilterSelect
            name="metric"
            label="Measure"
            value={query.metric}
            options={[
              { value: 'tons', label: 'Weight (thousand tons)' },
              { value: 'value', label: 'Value (million 2017 dollars)' },
            ]}
            onChange={change}
          />
          <FilterSelect
            name="year"
            label="Year"
            value={query.year}
            options={filters.years.map((year) => ({ value: String(year), label: year > 2024 ? `${year} (forecast)` : String(year) }))}
            onChange={change}
          />
          <FilterSelect name="mode" label="Mode" value={query.mode} options={filters.modes.map((m) => ({ value: m.code, label: m.name }))} onChange={change} />
        </FilterFieldset>
      </form>
      <p role="status" className="freight-charts__status">
        {loading ? 'Loading…' : error}
      </p>
      {answer && <FreightSampleNotice sample={answer.sample} />}
      {answer && !answer.sample && <p className="chart-note">{answer.source}</p>}
      {answer && (
        <div className="freight-charts__grid">
          <ChartFigure heading={`Top commodities: ${where}, ${query.year}, ${mode.toLowerCase()}`}>
            <BarChart
              rows={answer.topCommodities.map((row) => ({ ...row }))}
              label="name"
              value="amount"
              axis={unit}
              summary={`Bar chart of the ten largest commodities in ${unit}; the table below lists them.`}
            />
            <AmountTable
              id="freight-top-commodities"
              caption={`Top commodities (${unit})`}
              nameLabel="Commodity"
              unit={unit}
              rows={answer.topCommodities}
              fileName={`freight-top-commodities-${slug}.csv`}
              source={answer.source}
            />
          </ChartFigure>
          <ChartFigure heading={`Mode split: ${where}, ${query.year}`}>
            <BarChart
              rows={answer.modeSplit.map((row) => ({ ...row }))}
              label="name"
              value="amount"
              axis={unit}
              summary={`Bar chart of freight by mode in ${unit}; the table below lists it.`}
            />
            <AmountTable
              id="freight-mode-split"
              caption={`Freight by mode (${unit})`}
              nameLabel="Mode"
              unit={unit}
              rows={answer.modeSplit}
              fileName={`freight-mode-split-${slug}.csv`}
              source={answer.source}
            />
          </ChartFigure>
          <ChartFigure heading={`Trend by year: ${where}, ${mode.toLowerCase()}`}>
            <TrendChart rows={answer.trend} axis={unit} summary={`Line chart of freight by year in ${unit}, forecasts after 2024; the table below lists it.`} />
            <ChartTable
              id="freight-trend"
              caption={`Freight by year (${unit}); years after 2024 are forecasts`}
              columns={[
                { key: 'year', label: 'Year', numeric: true },
                { key: 'amount', label: unit, numeric: true },
              ]}
              rows={answer.trend.map(({ year, amount }) => ({ year, amount }))}
              fileName={`freight-trend-${slug}.csv`}
              source={answer.source}
            />
          </ChartFigure>
          <ChartFigure heading={`Where the freight comes from or goes: ${where}, ${query.year}`}>
            <FlowMap
              answer={answer}
              outlines={outlines}
              summary={`Map of freight flows between ${where.toLowerCase()} and its 25 largest partners; the table below lists every partner.`}
            />
            <AmountTable
              id="freight-partners"
              caption={`Origin–destination partners (${unit})`}
              nameLabel={query.direction === 'inbound' ? 'Origin' : 'Destination'}
              unit={unit}
              rows={answer.partners}
              fileName={`freight-partners-${slug}.csv`}
              source={answer.source}
            />
          </ChartFigure>
        </div>
      )}
      {share && <ShareView currentState={() => ({ view: 'data-explorer', dataset: 'freight', filters: query })} />}
    </section>
  );
}
