import { currentSession } from '@/server/auth/session';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/auth/session — who is signed in (null when nobody).
export const GET = withRoute({}, async () => {
  const session = await currentSession();
  return envelope(200, session ? { user: session.user, expires: session.expiresAt.toISOString() } : null, '', {
    headers: { 'cache-control': 'no-store' },
  });
});
