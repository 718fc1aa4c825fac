import { csrfToken } from '@/server/auth/session';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/auth/csrf — the token signed-in writes send as x-csrf-token (null when signed out).
export const GET = withRoute({}, async () => envelope(200, { csrfToken: await csrfToken() }, '', { headers: { 'cache-control': 'no-store' } }));
