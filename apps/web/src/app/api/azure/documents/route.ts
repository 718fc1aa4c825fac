import { publicDocuments } from '@/server/domain/documents';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/azure/documents — the public documents (not hidden), newest first. The spec's path;
// served from Postgres, not Azure.
export const GET = withRoute({}, async () => envelope(200, await publicDocuments()));
