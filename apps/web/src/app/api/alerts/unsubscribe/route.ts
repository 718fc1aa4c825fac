import { sitePaths } from '@vtrans/contracts/site-paths';
import { unsubscribeFromAlerts } from '@vtrans/db';
import { oneClickUnsubscribeRoutes } from '@/server/domain/one-click-unsubscribe';

// POST /api/alerts/unsubscribe?token=… — one-click unsubscribe from locality alerts (every alert's List-Unsubscribe).
export const { POST, GET } = oneClickUnsubscribeRoutes({
  unsubscribe: unsubscribeFromAlerts,
  done: 'Your VTrans locality alerts are stopped.',
  page: sitePaths.alertsManage,
});
