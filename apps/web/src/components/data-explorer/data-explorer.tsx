'use client';

import { type StatisticsDataset, type StatisticsRows, vdotDistricts } from '@vtrans/contracts/statistics';
import { useState } from 'react';
import { BarChart } from '@/components/charts/bar-chart';
import type { ChartDrawings } from '@/lib/charts/chart-options';
import { ChartTable } from '@/components/charts/chart-table';
import { ShareView } from '@/components/interactvtrans/share-view';
import { datasetLabels, filtersToParams, readFilters, selectChart } from '@/lib/data-explorer';
import { FilterFieldset, FilterSelect } from './filter-select';

const districtOptions = [{ value: 'all', label: 'All districts' }, ...vdotDistricts.map((district) => ({ value: district, label: district }))];

/** The filters each statistics dataset offers, with their choices drawn from the data where they vary. */
function filterFields(dataset: Exclude<StatisticsDataset, 'freight'>, data: StatisticsRows) {
  switch (dataset) {
    case 'population-employment':
      return [
        {
          name: 'measure',
          label: 'Measure',
          options: [
            { value: 'population', label: 'Population' },
            { value: 'employment', label: 'Employment' },
          ],
        },
        { name: 'year', label: 'Year', options: [...new Set(data['population-employment'].map((row) => String(row.year)))] },
        { name: 'district', label: 'VDOT district', options: districtOptions },
        {
          name: 'top',
          label: 'Localities shown',
          options: [
            { value: '10', label: 'Largest 10' },
            { value: '25', label: 'Largest 25' },
            { value: 'all', label: 'All' },
          ],
        },
      ];
    case 'travel-markets':
      return [
        {
          name: 'measure',
          label: 'Measure',
          options: [
            { value: 'miles', label: 'Miles of need' },
            { value: 'needs', label: 'Number of needs' },
          ],
        },
        { name: 'district', label: 'VDOT district', options: districtOptions },
      ];
    case 'needs':
      return [
        { name: 'district', label: 'VDOT district', options: districtOptions },
        {
          name: 'priority',
          label: 'Priority',
          options: [{ value: 'all', label: 'All priorities' }, ...['1', '2', '3', '4'].map((p) => ({ value: p, label: `Priority ${p}` }))],
        },
      ];
    case 'by-the-numbers':
      return [{ name: 'unit', label: 'Unit', options: [...new Set(data['by-the-numbers'].map((row) => row.unit))] }];
  }
}

/**
 * A chart of one statistics dataset with its filters, the charted rows as a table and CSV, and a
 * link to the view. Filters change the chart at once and the address bar with it (so reloading
 * or bookmarking keeps them); without JavaScript the same form reloads the page with them.
 */
export function DataExplorer({
  dataset,
  data,
  initialFilters,
  initialChartSvg,
}: {
  dataset: Exclude<StatisticsDataset, 'freight'>;
  data: StatisticsRows;
  initialFilters: Record<string, string>;
  /** The chart for initialFilters, drawn by the server (the browser draws the next ones). */
  initialChartSvg?: ChartDrawings;
}) {
  const [filters, setFilters] = useState(() => filtersToParams(readFilters(dataset, initialFilters)));
  const chart = selectChart(dataset, filters, data);

  function change(name: string, value: string) {
    const next = filtersToParams(readFilters(dataset, { ...filters, [name]: value }));
    setFilters(next);
    const url = new URL(window.location.href);
    url.search = new URLSearchParams({ dataset, ...next }).toString();
    window.history.replaceState(null, '', url);
  }

  return (
    // A block under its heading, not a region: a region named by the chart's title would share that
    // name with the chart's table, itself a region (axe's landmark-unique; issue 58).
    <div className="data-explorer">
      <form className="data-explorer__filters" method="get" action="/interactvtrans/data-explorer" onSubmit={(event) => event.preventDefault()}>
        <input type="hidden" name="dataset" value={dataset} />
        <FilterFieldset legend={`Filter ${datasetLabels[dataset].toLowerCase()}`}>
          {filterFields(dataset, data).map((field) => (
            <FilterSelect key={field.name} {...field} value={filters[field.name] ?? ''} onChange={change} />
          ))}
        </FilterFieldset>
      </form>
      <h2 id="chart-heading" aria-live="polite">
        {chart.title}
      </h2>
      <div className="data-explorer__result">
        <BarChart
          rows={chart.rows}
          label={chart.bars.label}
          value={chart.bars.value}
          axis={chart.bars.axis}
          summary={`Bar chart: ${chart.title}. The table beside it lists the same figures.`}
          initialSvg={initialChartSvg}
        />
        <ChartTable id="chart-rows" caption={chart.title} columns={chart.columns} rows={chart.rows} fileName={`${dataset}.csv`} />
      </div>
      <ShareView currentState={() => ({ view: 'data-explorer', dataset, filters })} />
    </div>
  );
}
