import { z } from 'zod';
import { documentFileResponse } from '@/server/domain/document-file';
import { withRoute } from '@/server/http/route';

const Params = z.object({ id: z.uuid('expected a document id') });

// GET /api/documents/{id}/file — the document's file, with byte ranges and cache headers.
export const GET = withRoute({ params: Params }, ({ request, params }) => documentFileResponse(request, { id: params.id }));
export const HEAD = GET;
