import { signUp } from '@/server/domain/newsletter';
import { withRoute } from '@/server/http/route';

/**
 * POST /api/newsletter/post — the fallback form, which works without JavaScript: a form post,
 * answered with a redirect to /newsletter, which says what happened.
 */
export const POST = withRoute({}, async ({ request, log }) => {
  const form = await request.formData().catch(() => new FormData());
  const fields = Object.fromEntries([...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : '']));
  const { result } = await signUp(request, fields, 'fallback', log);
  return new Response(null, { status: 303, headers: { location: `/newsletter?result=${result}` } });
});
