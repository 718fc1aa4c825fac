import { FreightCharts } from '@/components/freight/freight-charts';
import { freightChartsProps } from '@/server/domain/freight';
import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';

const route = '/mid-term-planning/freight-plan';

export const generateMetadata = () => pageMetadata(route);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function FreightPlanPage({ searchParams }: Props) {
  const freight = await freightChartsProps(await searchParams);
  return (
    <ContentPage route={route}>
      <FreightCharts {...freight} urlParams={{}} />
      <p className="chart-note">
        Flows follow the Freight Analysis Framework (FAF5): weight in thousands of tons, value in millions of 2017 dollars, years after 2024 forecasts.
      </p>
    </ContentPage>
  );
}
