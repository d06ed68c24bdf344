import path from 'node:path';
import type { NextConfig } from 'next';

const root = path.join(__dirname, '..');

const nextConfig: NextConfig = {
  // The repository is one npm workspace: trace and bundle from its root.
  outputFileTracingRoot: root,
  turbopack: { root },
  output: 'standalone',
  poweredByHeader: false,
  reactStrictMode: true,
  // forbidden() and app/forbidden.tsx: a logged-in user of the wrong role gets a 403 page.
  experimental: { authInterrupts: true },
};

export default nextConfig;
