import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The workspace packages ship TypeScript source; Next compiles them with the app.
  transpilePackages: ['@vtrans/contracts', '@vtrans/db', '@vtrans/queue'],
  // Node libraries with native or dynamic parts stay outside the bundle.
  serverExternalPackages: ['pg', 'pino', 'bullmq', 'ioredis'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
