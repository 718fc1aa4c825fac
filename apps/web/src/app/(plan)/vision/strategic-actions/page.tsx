import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';
import { strategicActionsData } from '@/server/domain/content-api';

const route = '/vision/strategic-actions';

export const generateMetadata = () => pageMetadata(route);

export default async function StrategicActionsPage() {
  const actions = await strategicActionsData();
  return (
    <ContentPage route={route}>
      <div className="table-scroll" role="region" aria-labelledby="actions-caption" tabIndex={0}>
        <table className="data-table">
          <caption id="actions-caption">Strategic actions and their status</caption>
          <thead>
            <tr>
              <th scope="col">Action</th>
              <th scope="col">Theme</th>
              <th scope="col">What it does</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {actions.map((action) => (
              <tr key={action.code}>
                <th scope="row">
                  {action.code}: {action.title}
                </th>
                <td>{action.theme}</td>
                <td>{action.description}</td>
                <td>{action.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ContentPage>
  );
}
