import 'server-only';
import { AppError } from '@vtrans/contracts/errors';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { webEnv } from '@/env';
import { redis } from '../platform/redis';
import { addressKey } from './address-key';

/**
 * Limits counted in Redis, so every web instance shares them: sign-in attempts (links asked for,
 * passwords tried) per client address and per e-mail address, comments per client address, and
 * the contact, GAP-TA and newsletter forms per client address and from everyone together.
 * Knobs: AUTH_RATE_*, COMMENT_RATE_*, FORM_RATE_*. While Redis is unreachable (or still
 * connecting after a start) each instance counts in its own memory instead: limits still hold per
 * instance, and a comment or a sign-in never fails just because Redis does.
 */
const limiters = new Map<string, RateLimiterRedis>();
/** Log beacons (POST /api/auth/_log) a client may send per minute. */
export const LOG_BEACONS_PER_MINUTE = 20;
/** Likes, and saved map views, a client may send per minute (each apart). */
export const CLIENT_WRITES_PER_MINUTE = 30;
function limiter(
  name:
    | 'signin-ip'
    | 'signin-email'
    | 'signin-link'
    | 'signin-device'
    | 'second-factor'
    | 'comment-ip'
    | 'form-ip'
    | 'form-global'
    | 'log-ip'
    | 'like-ip'
    | 'view-ip'
    | 'search-ip',
) {
  const env = webEnv();
  const settings = {
    'signin-ip': { points: env.AUTH_RATE_PER_IP, duration: env.AUTH_RATE_WINDOW_SECONDS },
    'signin-email': { points: env.AUTH_RATE_PER_ADDRESS, duration: env.AUTH_RATE_WINDOW_SECONDS },
    'signin-link': { points: env.AUTH_RATE_PER_ADDRESS, duration: env.AUTH_RATE_WINDOW_SECONDS },
    'signin-device': { points: env.AUTH_RATE_PER_ADDRESS, duration: env.AUTH_RATE_WINDOW_SECONDS },
    'second-factor': { points: env.AUTH_RATE_PER_ADDRESS, duration: env.AUTH_RATE_WINDOW_SECONDS },
    'comment-ip': { points: env.COMMENT_RATE_PER_IP, duration: env.COMMENT_RATE_WINDOW_SECONDS },
    'form-ip': { points: env.FORM_RATE_PER_IP, duration: env.FORM_RATE_WINDOW_SECONDS },
    'form-global': { points: env.FORM_RATE_GLOBAL, duration: env.FORM_RATE_WINDOW_SECONDS },
    // A browser reports a sign-in problem once or twice; more is someone filling the logs.
    'log-ip': { points: LOG_BEACONS_PER_MINUTE, duration: 60 },
    // A person likes a few comments and saves a few views; one address doing more is inflating or filling.
    'like-ip': { points: CLIENT_WRITES_PER_MINUTE, duration: 60 },
    'view-ip': { points: CLIENT_WRITES_PER_MINUTE, duration: 60 },
    // Each search reads the index; a script asking without pause would crowd out the people.
    'search-ip': { points: env.SEARCH_RATE_PER_MINUTE, duration: 60 },
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
 * One password try for an account (or a trusted browser), atomically in Redis: the first `free`
 * tries go at once; after that each must wait twice as long after the last as the one before did
 * (1 s, 2 s, 4 s … up to the cap; a password's delay runs again from its answer, judgedScript). Refused tries do not count, so a flood of them cannot stretch the
 * delay; a quiet `ttl` forgets the count. Answers the milliseconds still to wait, or 0.
 */
const delayScript = `
local tries = tonumber(redis.call('HGET', KEYS[1], 'tries') or '0')
local notBefore = tonumber(redis.call('HGET', KEYS[1], 'notBefore') or '0')
local now, free, capMs, ttl = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
if now < notBefore then return notBefore - now end
tries = tries + 1
local delay = 0
if tries >= free then delay = math.floor(math.min(1000 * 2 ^ (tries - free), capMs)) end
redis.call('HSET', KEYS[1], 'tries', tries, 'notBefore', now + delay, 'delay', delay)
redis.call('EXPIRE', KEYS[1], ttl)
return 0
`;

/** A try judged: its delay runs again from now, never shortening one already longer. */
const judgedScript = `
local delay = tonumber(redis.call('HGET', KEYS[1], 'delay') or '0')
local notBefore = tonumber(redis.call('HGET', KEYS[1], 'notBefore') or '0')
local later = tonumber(ARGV[1]) + delay
if delay > 0 and later > notBefore then redis.call('HSET', KEYS[1], 'notBefore', later) end
return 0
`;

/**
 * Password tries per account: growing delays, never a lock for a fixed window (issue 19), so the
 * owner waits at most as long as the last delay, and an attacker gets a handful of tries an hour.
 * While Redis is unreachable, the fixed window of the account's limiter (in this instance's
 * memory) holds instead.
 */
async function delayedAttempt(name: DelayedTry, key: string): Promise<number | null> {
  const env = webEnv();
  try {
    const waitMs = Number(
      await redis().eval(
        delayScript,
        1,
        delayKey(name, key),
        Date.now(),
        env.AUTH_RATE_PER_ADDRESS,
        env.AUTH_DELAY_MAX_SECONDS * 1000,
        env.AUTH_RATE_WINDOW_SECONDS,
      ),
    );
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : null;
  } catch {
    return attempt([[limiter(name), key]]);
  }
}

type DelayedTry = 'signin-email' | 'signin-device' | 'second-factor';

function delayKey(name: DelayedTry, key: string): string {
  return `${webEnv().QUEUE_PREFIX}:rl:${name}:delay:${key}`;
}

/**
 * The try's answer is known: its delay starts again from now. A password's check (argon2) is slow by
 * design and slower under load; counted from when the try began, the delay could be spent before its
 * answer reached the person, and the next try would go straight in. Without Redis there is no delay
 * to restart (the fixed window holds).
 */
async function delayedTryJudged(name: DelayedTry, key: string): Promise<void> {
  try {
    await redis().eval(judgedScript, 1, delayKey(name, key), Date.now());
  } catch {
    // The fixed window in this instance's memory holds instead; nothing to restart.
  }
}

/**
 * The client's address, as the production server (server.mjs) worked it out from the socket and
 * TRUST_PROXY (a client cannot set it), as its limits count it (addressKey: an IPv6 client by its
 * /64). Under `next dev` there is no such server, and every client
 * shares one allowance.
 */
export function clientIp(headers: Pick<Headers, 'get'>): string {
  return addressKey(headers.get('x-vtrans-client-address') || 'unknown');
}

/**
 * Asking for a sign-in link: per client, and per address a cap on the e-mails sent to it. Password
 * failures never count here, so nobody can stop an owner from getting a link; at worst the owner
 * already has the links that were sent.
 */
export function linkRequestAttempt(request: Request, email: string): Promise<number | null> {
  return attempt([
    [limiter('signin-ip'), clientIp(request.headers)],
    [limiter('signin-link'), email.trim().toLowerCase()],
  ]);
}

/**
 * A password try: per client, and per account with growing delays — unless this browser has signed
 * in to the account before (its device cookie), which then has delays of its own. Failures from
 * elsewhere, however many, cannot lock the owner's own browser out (OWASP, "Blocking brute force
 * attacks").
 */
export async function passwordAttempt(
  request: { headers: Pick<Headers, 'get'> },
  email: string,
  trustedDevice: { token: string } | null,
): Promise<PasswordTry> {
  const [name, key]: [DelayedTry, string] = trustedDevice ? ['signin-device', trustedDevice.token] : ['signin-email', email.trim().toLowerCase()];
  const retryAfter = await perClientAndAccount(request, delayedAttempt(name, key));
  return { retryAfter, judged: () => delayedTryJudged(name, key) };
}

/** A password try let through or refused: `judged()` once its answer is known, so its delay runs from the answer. */
export interface PasswordTry {
  retryAfter: number | null;
  judged(): Promise<void>;
}

/**
 * A second-factor answer (a code, a passkey, a recovery code): per client, and per account with the
 * same growing delays as passwords, so six-digit codes cannot be walked through from many sign-ins.
 */
export function secondFactorAttempt(request: { headers: Pick<Headers, 'get'> }, userId: string): Promise<number | null> {
  return perClientAndAccount(request, delayedAttempt('second-factor', userId));
}

/** A sign-in step counted per client and against its account's delays: the longer wait of the two, or null. */
async function perClientAndAccount(request: { headers: Pick<Headers, 'get'> }, accountDelay: Promise<number | null>): Promise<number | null> {
  const [client, account] = await Promise.all([attempt([[limiter('signin-ip'), clientIp(request.headers)]]), accountDelay]);
  return client || account ? Math.max(client ?? 0, account ?? 0) : null;
}

/** A sign-in step that names no account yet (a passkey sign-in): per client only. */
export function clientSignInAttempt(request: Request): Promise<number | null> {
  return attempt([[limiter('signin-ip'), clientIp(request.headers)]]);
}

export function commentAttempt(request: Request): Promise<number | null> {
  return attempt([[limiter('comment-ip'), clientIp(request.headers)]]);
}

/** A contact, GAP-TA or newsletter post: per client, and from everyone together (a flood from many addresses). */
export function formAttempt(headers: Pick<Headers, 'get'>): Promise<number | null> {
  return attempt([
    [limiter('form-ip'), clientIp(headers)],
    [limiter('form-global'), 'everyone'],
  ]);
}

/** A browser's log beacon, per client: its own allowance, so a flood of them never uses up a person's forms. */
export function logBeaconAttempt(request: Request): Promise<number | null> {
  return attempt([[limiter('log-ip'), clientIp(request.headers)]]);
}

/** A like, per client: a count one address could otherwise inflate without limit (issue 38). */
export function likeAttempt(request: Request): Promise<number | null> {
  return attempt([[limiter('like-ip'), clientIp(request.headers)]]);
}

/** A saved map view, per client: anyone may save one, nobody may fill the table. */
export function mapViewAttempt(request: Request): Promise<number | null> {
  return attempt([[limiter('view-ip'), clientIp(request.headers)]]);
}

/** A search through the API, per client (issue 42). */
export function searchAttempt(request: Request): Promise<number | null> {
  return attempt([[limiter('search-ip'), clientIp(request.headers)]]);
}

/** Counts an attempt and refuses it over the limit: a rate-limited AppError saying `tooMany`, with Retry-After. */
export async function refuseOverLimit(attempted: Promise<number | null> | number | null, tooMany: string): Promise<void> {
  const retryAfterSeconds = await attempted;
  if (retryAfterSeconds) throw new AppError('rate-limited', tooMany, { retryAfterSeconds });
}
