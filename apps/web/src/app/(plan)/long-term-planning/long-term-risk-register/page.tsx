import { RiskRegisterTable } from '@/components/risk-register-table';
import { riskRegisterData } from '@/server/content-api';
import { ContentPage, pageMetadata } from '@/server/pages';

const route = '/long-term-planning/long-term-risk-register';

export const generateMetadata = () => pageMetadata(route);

export default async function RiskRegisterPage() {
  return (
    <ContentPage route={route}>
      <RiskRegisterTable rows={await riskRegisterData()} caption="The ten macrotrends of the register" />
    </ContentPage>
  );
}
