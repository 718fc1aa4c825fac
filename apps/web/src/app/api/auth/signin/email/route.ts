import { requestSignInLink } from '@/server/auth/sign-in';
import { withRoute } from '@/server/http/route';

// POST /api/auth/signin/email {email, callbackUrl?} — e-mails a single-use sign-in link.
export const POST = withRoute({}, async ({ request }) => requestSignInLink(request));
