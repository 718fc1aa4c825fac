import { z } from 'zod';
import { documentFileResponse } from '@/server/domain/document-file';
import { withRoute } from '@/server/http/route';

// A hosted resource (spec §5: a path under /resources): /resources/{file name} serves that
// document's file, so links to it get the accessibility notice when the file is not compliant.
const Params = z.object({ path: z.array(z.string().max(200)).length(1, 'expected /resources/{file name}') });

export const GET = withRoute({ params: Params }, ({ request, params }) => documentFileResponse(request, { fileName: decodeURIComponent(params.path[0]!) }));
export const HEAD = GET;
