import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { securityHeaders } from './src/third-party';

const nextConfig: NextConfig = {
  // The workspace packages ship TypeScript source; Next compiles them with the app.
  transpilePackages: ['@vtrans/contracts', '@vtrans/db', '@vtrans/queue', '@vtrans/spatial', '@vtrans/storage'],
  // Node libraries with native or dynamic parts stay outside the bundle.
  serverExternalPackages: ['pg', 'pino', 'bullmq', 'ioredis', 'prom-client'],
  poweredByHeader: false,
  // `npm test` type-checks every program (`npm run typecheck`) before it builds, and says so with
  // TYPECHECKED=1: the build's own pass over the same files would be a second one (issue 55).
  // Every other build (`npm start`, the container image) type-checks as before.
  typescript: { ignoreBuildErrors: process.env.TYPECHECKED === '1' },
  // The container image runs the web app from .next/standalone: the server and only the files it
  // needs (traced from the repository root, so the workspace packages and hoisted node_modules are
  // found), without dev dependencies or the build toolchain. `npm start` still runs from here.
  output: 'standalone',
  outputFileTracingRoot: fileURLToPath(new URL('../..', import.meta.url)),
  // proxy.ts must see a request as it came: Next otherwise strips the RSC headers and `_rsc` off
  // what the proxy is given, and the page cache would answer a client-side navigation (which
  // wants the RSC payload) with the page's HTML.
  skipProxyUrlNormalize: true,
  reactStrictMode: true,
  // Every page's title and meta tags go in <head>, for every client: Next otherwise streams them
  // into <body> for browsers (only known crawlers wait for them), and a page-cache copy filled by
  // such a render would carry them in the body for everyone (issue 35). Every user agent counts as
  // one that waits; the cache's own render sends one too (server/http/page-cache/fill.ts), as Next
  // streams to a request with none.
  htmlLimitedBots: /.*/,
  // forbidden() and unauthorized(): 403 and 401 pages from the server-side role checks.
  experimental: {
    authInterrupts: true,
    // proxy.ts runs on every request, so Next buffers request bodies for it — and silently cuts
    // them at this size (default 10 MB). Spatial-data uploads may be 50 MB (uploadLimits in
    // @vtrans/spatial) plus their form fields; the route refuses more by Content-Length first.
    proxyClientMaxBodySize: '51mb',
    // Server actions take 1 MB by default. Staff upload documents of up to 25 MB
    // (DOCUMENT_MAX_BYTES) and the GAP-TA application may carry a 5 MB GeoJSON area; each action
    // checks its own limit on the file it reads.
    serverActions: { bodySizeLimit: '26mb' },
  },
  // The same on every response. The Content-Security-Policy differs per response; proxy.ts sets it.
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
};

export default nextConfig;
