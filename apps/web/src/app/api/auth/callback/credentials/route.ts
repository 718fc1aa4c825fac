import { passwordSignIn } from '@/server/auth/sign-in';
import { withRoute } from '@/server/http/route';

// POST /api/auth/callback/credentials {email, password, callbackUrl?} — staff password sign-in.
export const POST = withRoute({}, async ({ request }) => passwordSignIn(request));
