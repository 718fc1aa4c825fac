import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { webEnv } from '@/env';
import { redis } from '../redis';

/**
 * Limits counted in Redis, so every web instance shares them: sign-in attempts (links asked for,
 * passwords tried) per client address and per e-mail address, and comments per client address.
 * Knobs: AUTH_RATE_*, COMMENT_RATE_*. While Redis is unreachable (or still connecting after a
 * start) each instance counts in its own memory instead: limits still hold per instance, and a
 * comment or a sign-in never fails just because Redis does.
 */
const limiters = new Map<string, RateLimiterRedis>();
function limiter(name: 'signin-ip' | 'signin-email' | 'comment-ip') {
  const env = webEnv();
  const settings = {
    'signin-ip': { points: env.AUTH_RATE_PER_IP, duration: env.AUTH_RATE_WINDOW_SECONDS },
    'signin-email': { points: env.AUTH_RATE_PER_ADDRESS, duration: env.AUTH_RATE_WINDOW_SECONDS },
    'comment-ip': { points: env.COMMENT_RATE_PER_IP, duration: env.COMMENT_RATE_WINDOW_SECONDS },
  }[name];
  let found = limiters.get(name);
  if (!found) {
    found = new RateLimiterRedis({
      storeClient: redis(),
      keyPrefix: `${env.QUEUE_PREFIX}:rl:${name}`,
      ...settings,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: `rl:${name}`, ...settings }),
    });
    limiters.set(name, found);
  }
  return found;
}

/** Counts one attempt against each limit; the seconds to wait when any is exceeded, otherwise null. */
async function attempt(counts: [ReturnType<typeof limiter>, string][]): Promise<number | null> {
  try {
    await Promise.all(counts.map(([counter, key]) => counter.consume(key)));
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}

/**
 * The client's address: the last x-forwarded-for entry, the one written by the hop nearest to us
 * (the reverse proxy in production; next start itself when the header is absent). Exposed without
 * a proxy, a client could choose it; the per-address limit still holds then.
 */
export function clientIp(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || 'unknown';
}

export function signInAttempt(request: Request, email: string): Promise<number | null> {
  return attempt([
    [limiter('signin-ip'), clientIp(request)],
    [limiter('signin-email'), email.trim().toLowerCase()],
  ]);
}

export function commentAttempt(request: Request): Promise<number | null> {
  return attempt([[limiter('comment-ip'), clientIp(request)]]);
}
