import { z } from 'zod';
import { logBeaconAttempt } from '@/server/auth/rate-limit';
import { withRoute } from '@/server/http/route';

const LogBeacon = z.object({
  level: z.enum(['error', 'warn', 'debug']),
  code: z.string().max(100).default(''),
  message: z.string().max(2000).default(''),
});

// POST /api/auth/_log — the browser's auth log beacon: client-side sign-in problems reach our logs.
// Bounded like any input (issue 38): a JSON body of at most 4 kB, and 20 beacons a minute per client.
export const POST = withRoute(
  { body: LogBeacon, bodyBytes: 4_096, limited: { attempt: logBeaconAttempt, message: 'Too many log reports from here just now.' } },
  async ({ body, log }) => {
    log[body.level]({ source: 'auth-client', code: body.code }, body.message);
    return new Response(null, { status: 204 });
  },
);
