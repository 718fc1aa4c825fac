import { publicDocuments } from '@/server/domain/documents';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/azure/links — the document links: each public document's title and hosted address,
// and whether it meets accessibility rules (spec §5).
export const GET = withRoute({}, async () =>
  envelope(
    200,
    (await publicDocuments()).map(({ title, url, accessible }) => ({ title, href: url, accessible })),
  ),
);
