import { z } from 'zod';
import { readBody } from '@/server/auth/sign-in';
import { envelope, withRoute } from '@/server/route';

const LogBeacon = z.object({
  level: z.enum(['error', 'warn', 'debug']),
  code: z.string().max(100).default(''),
  message: z.string().max(2000).default(''),
});

// POST /api/auth/_log — the browser's auth log beacon: client-side sign-in problems reach our logs.
export const POST = withRoute({}, async ({ request, log }) => {
  const parsed = LogBeacon.safeParse(await readBody(request));
  if (!parsed.success) return envelope(400, null, `Invalid beacon: ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}.`);
  log[parsed.data.level]({ source: 'auth-client', code: parsed.data.code }, parsed.data.message);
  return new Response(null, { status: 204 });
});
