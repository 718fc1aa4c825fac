// The web app's production server: Next's request handler behind a front door that sends a page
// this process already holds a current cached copy of without routing it through Next — a copy
// costs what a plain Node server costs to send bytes, a few times less than Next's routing
// (decision 013). Everything else, including every cache miss, is Next's, unchanged.
// `node server.mjs [--port N] [--hostname H]`, as `next start` takes them.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import next from 'next';

const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME;
// The page cache renders copies by asking this server over loopback, on this port.
process.env.PORT = String(port);

// The configuration the build wrote down, as Next's own standalone server uses it: the web image
// (Dockerfile) has no next.config.ts and no TypeScript to read one with.
const builtConfig = join(import.meta.dirname, '.next', 'required-server-files.json');
if (existsSync(builtConfig)) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(JSON.parse(readFileSync(builtConfig, 'utf8')).config);

const app = next({ dev: false, dir: import.meta.dirname, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

/**
 * The client's address, as the app's rate limits see it (header x-vtrans-client-address, which this
 * server always writes, so a client cannot). TRUST_PROXY is how many reverse proxies stand in front
 * of this server: with 0 the socket's peer is the client and X-Forwarded-For, which anyone can
 * send, is ignored; with N, the entry the N-th proxy appended (counting from this server) is.
 */
const trustedProxies = Number(process.env.TRUST_PROXY ?? 0);
function clientAddress(request) {
  const forwarded = String(request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const hops = [...forwarded, request.socket.remoteAddress ?? 'unknown'];
  return hops[Math.max(0, hops.length - 1 - trustedProxies)];
}

// Set by server/http/page-cache when Next first loads it (with the proxy); until then every request is Next's.
const answerFromMemory = Symbol.for('vtrans.page-cache.answer-from-memory');

/**
 * Next drops Content-Length from every route handler's response (it streams them all), but a
 * download should say its size: a route that knows it names it in this header, and the length is
 * set from it as the head is written. A stored file's route sets it (server/http/stored-file.ts).
 */
const declaredLength = 'x-vtrans-content-length';
function keepDeclaredLength(response) {
  const writeHead = response.writeHead;
  response.writeHead = function (...args) {
    const length = response.getHeader(declaredLength);
    if (length !== undefined) {
      response.removeHeader(declaredLength);
      response.setHeader('content-length', length);
    }
    return writeHead.apply(this, args);
  };
}

/**
 * The headers next.config.ts gives every answer (third-party.ts's securityHeaders), as the build
 * wrote them down: an answer given here, before Next, carries them too.
 */
const everyAnswerHeaders = Object.fromEntries(
  (JSON.parse(readFileSync(join(import.meta.dirname, '.next', 'routes-manifest.json'), 'utf8')).headers ?? [])
    .filter((rule) => rule.source === '/:path*')
    .flatMap((rule) => rule.headers.map((header) => [header.key.toLowerCase(), header.value])),
);

/** The methods the site answers; any other (TRACE, CONNECT, WebDAV's) is 405 here, where Next would answer 500 (issue 38). */
const allowedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const MiB = 1024 * 1024;
/**
 * The most of a request body any route of its kind reads: a multipart upload (a spatial-data file
 * of 50 MB and its fields, next.config.ts's proxyClientMaxBodySize), a server action (documents of
 * 25 MB: serverActions.bodySizeLimit), and everything else — JSON and form posts, whose largest
 * route takes 64 KiB. Each route still checks its own, smaller limit.
 */
function bodyAllowance(request) {
  if (String(request.headers['content-type'] ?? '').startsWith('multipart/form-data')) return 51 * MiB;
  if (request.headers['next-action']) return 26 * MiB;
  return MiB;
}

/** How long a refused body may go on arriving, read and dropped, before the connection is cut. */
const lingerMs = 5_000;

/**
 * Counts a request's body as it arrives and stops it at its allowance (issue 38). A declared length
 * over it (what browsers send) is answered 413 before any of it reaches Next; the body is then read
 * and dropped for at most lingerMs — a lingering close, as nginx does, so the client reads the answer
 * instead of a reset. A chunked body (a script's) that runs past the allowance is answered 413 and
 * cut off there, not read to its end first (a 600 MB body took 5.6 s and 170 MB of memory); Next
 * already holds that request, so the connection goes at once, and the client may see a reset.
 * Answers whether the request may go on to Next.
 */
function countBody(request, response) {
  const allowance = bodyAllowance(request);
  const tooLarge = () => {
    response.writeHead(413, { ...everyAnswerHeaders, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    response.end(`The request body is larger than the ${allowance / MiB} MB this address takes.\n`);
  };
  if (Number(request.headers['content-length'] ?? 0) > allowance) {
    tooLarge();
    request.resume();
    const linger = setTimeout(() => request.socket.destroy(), lingerMs);
    linger.unref();
    request.once('end', () => clearTimeout(linger));
    return false;
  }
  const refuse = () => {
    if (!response.headersSent) tooLarge();
    response.once('finish', () => request.socket.destroy());
  };
  let received = 0;
  const push = request.push;
  // Node's HTTP parser hands each piece of the body to push(): counting there sees every byte before any reader does.
  request.push = function (chunk, encoding) {
    if (chunk !== null && chunk !== undefined) {
      received += chunk.length;
      if (received > allowance) {
        request.push = push;
        refuse();
        return false;
      }
    }
    return push.call(this, chunk, encoding);
  };
  return true;
}

const server = createServer((request, response) => {
  if (!allowedMethods.includes(request.method ?? '')) {
    response.writeHead(405, {
      ...everyAnswerHeaders,
      allow: allowedMethods.join(', '),
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(`The method ${request.method} is not allowed here.\n`);
    return;
  }
  // `OPTIONS *` asks about the server, not a page; Next's router cannot parse `*` and answers 500.
  if (request.url === '*') {
    response.writeHead(request.method === 'OPTIONS' ? 204 : 400, { allow: 'GET, HEAD, POST, OPTIONS', 'content-length': '0' });
    response.end();
    return;
  }
  if (!countBody(request, response)) return;
  request.headers['x-vtrans-client-address'] = clientAddress(request);
  keepDeclaredLength(response);
  if (globalThis[answerFromMemory]?.(request, response)) return;
  void handle(request, response);
});
/** A method name as RFC 9110 §9.1 writes one: a token (RFC 9110 §5.6.2). */
const methodToken = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * What to answer a request Node's HTTP parser refused before any handler saw it (issue 54): a
 * method it does not know (TRACK, or garbage), a malformed header, headers too large, a request
 * too slow to arrive. Node would answer a bare 400 without the headers every answer carries.
 * A method that is a well-formed token is 405 with Allow, as the handler answers TRACE; Node's
 * own 431 and 408 keep their status; anything else is 400.
 */
function parserRefusal(error) {
  if (error.code === 'HPE_INVALID_METHOD') {
    // The parser stops at the first byte no method it knows has there; the request line began
    // after the last line break before it (the earlier bytes of a method sent in pieces were
    // letters some method starts with). The token runs to the space, or to the end of what came.
    const received = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
    const at = Math.min(Number(error.bytesParsed) || 0, received.length);
    const line = received.slice(received.lastIndexOf('\n', at - 1) + 1);
    const method = line.split(' ', 1)[0];
    if (line.length > 0 && methodToken.test(method) && (line.includes(' ') || method.length === line.length)) {
      return { status: 405, reason: 'Method Not Allowed', headers: { allow: allowedMethods.join(', ') }, text: 'This method is not allowed here.\n' };
    }
  }
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, reason: 'Request Header Fields Too Large', headers: {}, text: 'The request’s headers are too large.\n' };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, reason: 'Request Timeout', headers: {}, text: 'The request took too long to arrive.\n' };
  return { status: 400, reason: 'Bad Request', headers: {}, text: 'The request is malformed.\n' };
}

/**
 * Answers a request the parser refused, with the usual headers, and closes the connection, as
 * Node's documentation for 'clientError' shows. A connection the client already reset, or one
 * that cannot be written to, is just closed; so is one whose answer to an earlier request has
 * begun (a second answer would corrupt it), as Node does itself.
 */
function answerParserError(error, socket) {
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, reason, headers, text } = parserRefusal(error);
  const body = Buffer.from(text, 'utf8');
  const head = Object.entries({
    ...everyAnswerHeaders,
    ...headers,
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(body.length),
    'cache-control': 'no-store',
    connection: 'close',
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(Buffer.concat([Buffer.from(`HTTP/1.1 ${status} ${reason}\r\n${head.join('')}\r\n`, 'latin1'), body]));
  // A client that never closes its side is not waited for.
  const linger = setTimeout(() => socket.destroy(), lingerMs);
  linger.unref();
  socket.once('close', () => clearTimeout(linger));
}
server.on('clientError', answerParserError);

// An idle keep-alive connection is closed after keepAliveTimeout. Node's default, 5 s, is also how
// long Node's own client (keep-alive by default since Node 19) keeps an idle socket, and a reverse
// proxy keeps its idle connections 60 s on common load balancers. When the server's timer is not
// the longer one, a client sometimes sends on a socket the server is closing that instant and gets
// ECONNRESET (a browser test's request died so). Waiting longer than any of them means the client
// always closes first. headersTimeout is the time a request's headers may take to arrive; Node
// wants it above keepAliveTimeout.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

// A spike opens many connections at once; past Node's default queue of 511 unaccepted ones the
// kernel drops the rest, and each dropped client waits 1, 3, 7… s to retry (the comments-load
// bench: a thousand comments at once left page reads waiting up to 12 s). The kernel caps it at
// net.core.somaxconn.
const acceptQueue = 4096;
server.listen({ port, host: hostname, backlog: acceptQueue }, () => {
  process.stdout.write(`web: listening on http://${hostname ?? 'localhost'}:${port}\n`);
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    // Requests under way are finished; idle keep-alive sockets are not waited for.
    server.close(() => void app.close().finally(() => process.exit(0)));
    server.closeIdleConnections();
  });
}
