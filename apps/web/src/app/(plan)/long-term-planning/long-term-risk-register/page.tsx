import { RiskRegisterTable } from '@/components/risk-register-table';
import { riskRegisterData } from '@/server/domain/content-api';
import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';

const route = '/long-term-planning/long-term-risk-register';

export const generateMetadata = () => pageMetadata(route);

export default async function RiskRegisterPage() {
  return (
    <ContentPage route={route}>
      <RiskRegisterTable rows={await riskRegisterData()} caption="The ten macrotrends of the register" />
    </ContentPage>
  );
}
