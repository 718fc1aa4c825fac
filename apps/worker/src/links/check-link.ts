import { lookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, STATUS_CODES } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { ExternalLinkOutcome } from '@vtrans/db';

/*
 * Checks one link to another site as a reader's browser would meet it (issue 63): HEAD, then GET
 * when HEAD is refused (many servers answer HEAD 403 or 405), redirects followed by hand so a
 * loop is named, each step bounded in time. Nothing of the body is read. An address on a private
 * network is not fetched (the worker would be reaching into the office's own network for a link a
 * reader cannot follow anyway) unless `privateAddresses` allows it, as tests on loopback do. The
 * address is checked where the connection is made, so a name that resolves to a public address
 * for the check and a private one for the connection is refused too.
 */

export type LinkCheck = { outcome: ExternalLinkOutcome; answer: string };

export interface LinkCheckOptions {
  /** How long one request may take to answer (ms). */
  timeoutMs: number;
  /** Follow at most this many redirects. */
  maxRedirects?: number;
  privateAddresses?: boolean;
}

const USER_AGENT = 'VTrans-link-checker/1.0 (a state agency checking links on its own pages)';

const privateNetworks = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  privateNetworks.addSubnet(network, prefix, 'ipv4');
// IPv6: loopback and the IPv4-compatible ::/96, and the prefixes that carry an IPv4 address inside
// (NAT64, 6to4), which could lead to any of the above; unique local, link-local, multicast.
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateNetworks.addSubnet(network, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return privateNetworks.check(mapped[1]!, 'ipv4');
  return privateNetworks.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

class LinkCheckFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The resolver the connection uses: any private address among the answers refuses the link. */
function guardedLookup(privateAddresses: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const inside = addresses.find((entry) => isPrivateAddress(entry.address));
      if (inside && !privateAddresses) return callback(new LinkCheckFailure('EPRIVATE', inside.address), '', 4);
      if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

type Answer = { status: number; location?: string };

/** One request, answered with its status and any Location; the body is never read. */
function ask(url: URL, method: 'HEAD' | 'GET', timeoutMs: number, privateAddresses: boolean): Promise<Answer> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && isPrivateAddress(host) && !privateAddresses) return Promise.reject(new LinkCheckFailure('EPRIVATE', host));
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, { method, headers: { 'user-agent': USER_AGENT, accept: '*/*' }, lookup: guardedLookup(privateAddresses) });
    // Connecting, the TLS handshake and the status line, together: a server that accepts and never answers is caught too.
    const timer = setTimeout(() => request.destroy(new LinkCheckFailure('ETIMEDOUT', `${timeoutMs} ms`)), timeoutMs);
    request.on('response', (response) => {
      clearTimeout(timer);
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      response.destroy();
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end();
  });
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} second${ms === 1000 ? '' : 's'}`;

/** What a failed connection means to a reader, in words. */
function describeFailure(error: unknown, timeoutMs: number): string {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'EPRIVATE') return `leads to a private network address (${(error as Error).message}) that readers cannot reach`;
  if (code === 'ETIMEDOUT') return `no answer within ${seconds(timeoutMs)}`;
  if (code === 'ENOTFOUND') return 'the site’s name does not exist (DNS)';
  if (code === 'EAI_AGAIN') return 'the site’s name could not be looked up (DNS)';
  if (code === 'ECONNREFUSED') return 'the server refused the connection';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'the server cut the connection';
  if (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY|TLS/.test(code)) return `the site’s certificate is not valid (${code})`;
  return `could not be reached (${code || (error as Error).message || 'unknown error'})`.slice(0, 300);
}

const statusWords = (status: number) => `${status} ${STATUS_CODES[status] ?? ''}`.trim();

export async function checkLink(address: string, { timeoutMs, maxRedirects = 5, privateAddresses = false }: LinkCheckOptions): Promise<LinkCheck> {
  const seen = [address];
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    // Written in a page, refused by every browser: broken, said so, and recorded like any other.
    return { outcome: 'broken', answer: 'is not a web address a browser can open' };
  }
  for (;;) {
    let answer: Answer;
    try {
      answer = await ask(url, 'HEAD', timeoutMs, privateAddresses);
      if (answer.status >= 400) answer = await ask(url, 'GET', timeoutMs, privateAddresses);
    } catch (error) {
      return { outcome: 'broken', answer: describeFailure(error, timeoutMs) };
    }
    const redirects = seen.length - 1;
    const via = redirects ? ` after ${redirects} redirect${redirects === 1 ? '' : 's'}, at ${url.href}` : '';
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      let next: URL;
      try {
        next = new URL(answer.location, url);
      } catch {
        return { outcome: 'broken', answer: `answered ${statusWords(answer.status)} to an address that is not one${via}` };
      }
      if (seen.includes(next.href))
        return { outcome: 'broken', answer: `redirects in a loop: ${[...seen.slice(seen.indexOf(next.href)), next.href].join(' → ')}`.slice(0, 300) };
      if (redirects >= maxRedirects) return { outcome: 'broken', answer: `more than ${maxRedirects} redirects, the last to ${next.href}`.slice(0, 300) };
      if (next.protocol !== 'http:' && next.protocol !== 'https:')
        return { outcome: 'broken', answer: `redirects to ${next.protocol} address, which browsers do not follow${via}` };
      seen.push(next.href);
      url = next;
      continue;
    }
    if (answer.status >= 200 && answer.status < 300) return { outcome: 'ok', answer: `answered ${statusWords(answer.status)}${via}`.slice(0, 300) };
    // Sites that turn away checkers (or ask for a sign-in) may still work for a reader: not called broken.
    if ([401, 403, 429].includes(answer.status))
      return {
        outcome: 'unverified',
        answer: `answered ${statusWords(answer.status)}${via}: the site may turn away checkers; open it to be sure`.slice(0, 300),
      };
    return { outcome: 'broken', answer: `answered ${statusWords(answer.status)}${via}`.slice(0, 300) };
  }
}
