import { RiskRegisterTable } from '@/components/risk-register-table';
import { riskRegisterData, type RiskRegisterRow } from '@/server/domain/content-api';
import { ContentPage } from '@/components/content-page';

/** A megatrend page: its text, then the register's macrotrends under that megatrend. */
export async function MegatrendPage({ route, megatrend }: { route: string; megatrend: RiskRegisterRow['megatrend'] }) {
  const rows = (await riskRegisterData()).filter((row) => row.megatrend === megatrend);
  return (
    <ContentPage route={route}>
      <h2>In the Risk and Opportunity Register</h2>
      <RiskRegisterTable rows={rows} caption="Macrotrends under this megatrend" />
    </ContentPage>
  );
}
