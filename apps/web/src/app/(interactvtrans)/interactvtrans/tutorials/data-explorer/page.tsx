import Link from 'next/link';
import { TutorialSteps } from '@/components/tutorial-steps';
import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';

const route = '/interactvtrans/tutorials/data-explorer';

export const generateMetadata = () => pageMetadata(route);

const steps = [
  {
    title: 'Pick a dataset',
    text: 'The Datasets list across the top holds population and employment by locality, the travel markets, the mid-term needs, Virginia by the numbers, and freight flows. Choose one to chart it.',
  },
  {
    title: 'Filter it',
    text: 'Each dataset has its own filters — a year, a VDOT district, a priority, a measure. The chart and its table change as soon as you choose, and the page address changes with them, so a bookmark or a reload keeps your choice.',
  },
  {
    title: 'Read the figures',
    text: 'Every chart has a table beside it with exactly the figures drawn. Screen readers read the table; the chart is described in one sentence.',
  },
  {
    title: 'Take the data with you',
    text: '“Download these rows (CSV)” saves the rows in the table — no more, no fewer — for a spreadsheet. The freight charts each have their own download, whose last line says where the figures come from.',
  },
  {
    title: 'Share a view',
    text: 'Choose “Get a link to this view”. The link opens the explorer on the same dataset with the same filters.',
  },
  {
    title: 'Where the numbers come from',
    text: 'The statistics are recomputed from the plan’s data on a schedule and whenever the data changes, such as a new freight import or a newly published map layer. The version and time of the figures are shown under the chart.',
  },
];

export default function DataExplorerTutorialPage() {
  return (
    <ContentPage route={route}>
      <TutorialSteps steps={steps} />
      <p>
        <Link href="/interactvtrans/data-explorer">Open the Data Explorer</Link> ·{' '}
        <Link href="/interactvtrans/tutorials/map-explorer">Map Explorer tutorial</Link>
      </p>
    </ContentPage>
  );
}
