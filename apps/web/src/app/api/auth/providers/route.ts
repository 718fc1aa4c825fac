import { envelope, withRoute } from '@/server/http/route';

// GET /api/auth/providers — the ways to sign in.
export const GET = withRoute({}, async () =>
  envelope(200, {
    email: { id: 'email', name: 'Email link', type: 'email', signinUrl: '/api/auth/signin/email', callbackUrl: '/api/auth/callback/email' },
    credentials: { id: 'credentials', name: 'Password (staff)', type: 'credentials', signinUrl: '/auth/signin', callbackUrl: '/api/auth/callback/credentials' },
  }),
);
