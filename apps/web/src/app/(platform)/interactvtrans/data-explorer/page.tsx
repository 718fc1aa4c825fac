import { InteractiveQueryId } from '@vtrans/contracts/map';
import { DataExplorerViewState, type StatisticsDataset, statisticsDatasets, type StatisticsRows } from '@vtrans/contracts/statistics';
import Link from 'next/link';
import { z } from 'zod';
import { DataExplorer } from '@/components/data-explorer/data-explorer';
import { PlatformTabs } from '@/components/interactvtrans/platform-tabs';
import { FreightCharts } from '@/components/freight/freight-charts';
import { barChartOptions, type ChartDrawings } from '@/lib/charts/chart-options';
import { datasetLabels, isDataset, rowsForDataset, selectChart } from '@/lib/data-explorer';
import { FreightFlowMapView } from '@/components/freight/freight-flow-map';
import { FreightProfileView } from '@/components/freight/freight-profile';
import { FreightTabulationView } from '@/components/freight/freight-tabulation';
import { freightChartsProps, freightFlowMapProps, freightProfileProps, freightTabulationProps } from '@/server/domain/freight';
import { chartSvgs } from '@/server/domain/plot-svg';
import { loadPage, pageMetadata } from '@/server/domain/pages';
import { statisticsData } from '@/server/domain/statistics';
import { savedViewData } from '@/server/domain/explorers';

const route = '/interactvtrans/data-explorer';

export const generateMetadata = () => pageMetadata(route);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/New_York' });

/** The view to open: a saved one (?query=), else the dataset and filters in the address. */
async function initialView(search: Record<string, string | string[] | undefined>) {
  const queryId = InteractiveQueryId.safeParse(search.query);
  if (queryId.success) {
    const saved = DataExplorerViewState.safeParse(await savedViewData(queryId.data));
    if (saved.success) return { dataset: saved.data.dataset, filters: saved.data.filters, missing: false };
    return { dataset: statisticsDatasets[0], filters: {}, missing: true };
  }
  const filters = Object.fromEntries(Object.entries(search).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { dataset: isDataset(search.dataset) ? search.dataset : statisticsDatasets[0], filters, missing: false };
}

/** The first chart, drawn here: on the page at first paint, with no chart code in the browser until a filter changes. */
function initialChartSvg(dataset: Exclude<StatisticsDataset, 'freight'>, filters: Record<string, string>, data: StatisticsRows): ChartDrawings {
  const chart = selectChart(dataset, filters, data);
  return chartSvgs((plot, layout) => barChartOptions(plot, { rows: chart.rows, ...chart.bars }, layout));
}

export default async function DataExplorerPage({ searchParams }: Props) {
  const search = z.record(z.string(), z.union([z.string(), z.array(z.string()), z.undefined()])).parse({ ...(await searchParams) }); // a plain copy: in development Next passes an object zod does not take for a record
  const [page, statistics, view] = await Promise.all([loadPage(route), statisticsData(), initialView(search)]);
  // The freight dataset has four views: the overview charts, the tabulation tool, the flow map and a zone's profile.
  const freightView = view.dataset === 'freight' && (search.view === 'table' || search.view === 'map' || search.view === 'profile') ? search.view : 'charts';
  const freight = view.dataset === 'freight' && freightView === 'charts' ? await freightChartsProps(view.filters) : null;
  const tabulation = view.dataset === 'freight' && freightView === 'table' ? await freightTabulationProps(search) : null;
  const flowMap = view.dataset === 'freight' && freightView === 'map' ? await freightFlowMapProps(search) : null;
  const profile = view.dataset === 'freight' && freightView === 'profile' ? await freightProfileProps(search) : null;

  return (
    <div className="data-explorer-page">
      <PlatformTabs current={route} />
      <div className="explorer-page__intro">
        <h1>{page.heading}</h1>
        <p>{page.intro}</p>
        {view.missing && (
          <p className="field-error" role="alert">
            That shared view no longer exists; showing the default chart instead.
          </p>
        )}
      </div>
      <nav className="dataset-tabs" aria-label="Datasets">
        <ul>
          {statisticsDatasets.map((dataset) => (
            <li key={dataset}>
              <Link href={`${route}?dataset=${dataset}`} aria-current={dataset === view.dataset ? 'page' : undefined}>
                {datasetLabels[dataset]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {view.dataset === 'freight' && (
        <nav className="dataset-tabs dataset-tabs--views" aria-label="Freight views">
          <ul>
            <li>
              <Link href={`${route}?dataset=freight`} aria-current={freightView === 'charts' ? 'page' : undefined}>
                Overview charts
              </Link>
            </li>
            <li>
              <Link href={`${route}?dataset=freight&view=table`} aria-current={freightView === 'table' ? 'page' : undefined}>
                Tabulation tool
              </Link>
            </li>
            <li>
              <Link href={`${route}?dataset=freight&view=map`} aria-current={freightView === 'map' ? 'page' : undefined}>
                Flow map
              </Link>
            </li>
            <li>
              <Link href={`${route}?dataset=freight&view=profile`} aria-current={freightView === 'profile' ? 'page' : undefined}>
                Zone profiles
              </Link>
            </li>
          </ul>
        </nav>
      )}
      {view.dataset === 'freight' ? (
        tabulation ? (
          <FreightTabulationView {...tabulation} />
        ) : flowMap ? (
          <FreightFlowMapView {...flowMap} />
        ) : profile ? (
          <FreightProfileView {...profile} />
        ) : (
          freight && <FreightCharts {...freight} urlParams={{ dataset: 'freight' }} share />
        )
      ) : statistics ? (
        <DataExplorer
          key={JSON.stringify(view)}
          dataset={view.dataset}
          data={rowsForDataset(view.dataset, statistics.data)}
          initialFilters={view.filters}
          initialChartSvg={initialChartSvg(view.dataset, view.filters, statistics.data)}
        />
      ) : (
        <p>The statistics are being computed. Please check back in a few minutes.</p>
      )}
      {statistics && (
        <p className="data-explorer__version">
          Statistics version {statistics.version}, computed {dateTime.format(new Date(statistics.computedAt))}.{' '}
          <Link href="/interactvtrans/tutorials/data-explorer">How to use the data explorer</Link>
        </p>
      )}
    </div>
  );
}
