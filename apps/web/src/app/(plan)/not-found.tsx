import { notFoundMetadata } from '@/components/not-found-metadata';
import { NotFoundContent } from '@/components/status-pages';

// Inside the group's layout, which draws the site's shell: the content only (one shell; root not-found.tsx is for addresses no group has).
export const metadata = notFoundMetadata;
export default NotFoundContent;
