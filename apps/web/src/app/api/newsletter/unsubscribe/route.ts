import { sitePaths } from '@vtrans/contracts/site-paths';
import { unsubscribeFromNewsletter } from '@vtrans/db';
import { oneClickUnsubscribeRoutes } from '@/server/domain/one-click-unsubscribe';

// POST /api/newsletter/unsubscribe?token=… — one-click unsubscribe from VTrans news (every campaign e-mail's List-Unsubscribe).
export const { POST, GET } = oneClickUnsubscribeRoutes({
  unsubscribe: unsubscribeFromNewsletter,
  done: 'You have been unsubscribed from VTrans news.',
  page: sitePaths.newsletterUnsubscribe,
});
