import 'server-only';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { webEnv } from '@/env';
import { redis } from '../redis';

/**
 * Sign-in attempts (links asked for, passwords tried) per client address and per e-mail address,
 * counted in Redis so every web instance shares them. Knobs for the tests: AUTH_RATE_*.
 */
let limiters: { perIp: RateLimiterRedis; perAddress: RateLimiterRedis } | undefined;
function signInLimiters() {
  const env = webEnv();
  limiters ??= {
    perIp: new RateLimiterRedis({
      storeClient: redis(),
      keyPrefix: `${env.QUEUE_PREFIX}:rl:signin-ip`,
      points: env.AUTH_RATE_PER_IP,
      duration: env.AUTH_RATE_WINDOW_SECONDS,
    }),
    perAddress: new RateLimiterRedis({
      storeClient: redis(),
      keyPrefix: `${env.QUEUE_PREFIX}:rl:signin-email`,
      points: env.AUTH_RATE_PER_ADDRESS,
      duration: env.AUTH_RATE_WINDOW_SECONDS,
    }),
  };
  return limiters;
}

/**
 * The client's address: the last x-forwarded-for entry, the one written by the hop nearest to us
 * (the reverse proxy in production; next start itself when the header is absent). Exposed without
 * a proxy, a client could choose it; the per-address limit still holds then.
 */
export function clientIp(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || 'unknown';
}

/** Counts one sign-in attempt; the seconds to wait when over the limit, otherwise null. */
export async function signInAttempt(request: Request, email: string): Promise<number | null> {
  const { perIp, perAddress } = signInLimiters();
  try {
    await Promise.all([perIp.consume(clientIp(request)), perAddress.consume(email.trim().toLowerCase())]);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}
