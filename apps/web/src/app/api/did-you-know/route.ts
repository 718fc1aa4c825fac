import { didYouKnowData } from '@/server/domain/content-api';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/did-you-know — the 'Did You Know' facts.
export const GET = withRoute({}, async () => envelope(200, await didYouKnowData()));
