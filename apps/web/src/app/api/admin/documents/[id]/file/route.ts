import { staffRoles } from '@vtrans/contracts/auth';
import { z } from 'zod';
import { documentFileResponse } from '@/server/domain/document-file';
import { withRoute } from '@/server/http/route';

const Params = z.object({ id: z.uuid('expected a document id') });

// GET /api/admin/documents/{id}/file — a document's file for staff, held ones too (what a reviewer opens before approving it); never cached or counted.
export const GET = withRoute({ roles: staffRoles, params: Params }, ({ request, params }) => documentFileResponse(request, { id: params.id }, true));
export const HEAD = GET;
