import path from 'node:path';
import type { NextConfig } from 'next';

const root = path.join(__dirname, '..');

const nextConfig: NextConfig = {
  // The repository is one npm workspace: trace and bundle from its root.
  outputFileTracingRoot: root,
  turbopack: { root },
  output: 'standalone',
  // The preloaded runtime/metrics.cjs requires prom-client outside any bundle: the standalone output must carry it.
  outputFileTracingIncludes: {
    '/api/metrics': ['prom-client', 'tdigest', 'bintrees', '@opentelemetry/api'].map((name) => `../node_modules/${name}/**/*`),
  },
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    // Only what the cms made public goes through the optimizer (components/content/PublicImage.tsx): never a
    // member's private file (/fichiers/…), never a page.
    localPatterns: [{ pathname: '/uploads/**', search: '' }],
    formats: ['image/avif', 'image/webp'],
    // The widths a srcset offers to covers and photos: phones at 1×–3×, the 1366 px covers are made at, 2048 for a
    // dense laptop screen (the optimizer never enlarges: a smaller file is served as it is).
    deviceSizes: [640, 828, 1080, 1366, 2048],
    // Fixed-size images at 1× and 2× — author pictures (32, 64), logos on cards (48, 96) and pages (80, 160) — and
    // 384 for a blog card (368 px wide) on a laptop.
    imageSizes: [32, 48, 64, 80, 96, 160, 384],
    // Upload names are random and never reused: a resized file never goes stale.
    minimumCacheTTL: 31536000,
  },
  experimental: {
    // forbidden() and app/forbidden.tsx: a logged-in user of the wrong role gets a 403 page.
    authInterrupts: true,
    // Files travel through server actions: a candidate's photo and CV file (2 MB at most), a message's attachment
    // (5 MB, lib/actions/messaging.ts). 1 MB by default; the room above 5 MB is for the multipart framing.
    serverActions: { bodySizeLimit: '6mb' },
  },
  // Every response, pages and assets alike; the CSP (with its per-page nonce) and HSTS are set in proxy.ts.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          // Framed by no one, except `/localisation/{list}`, which Cep's own pages may frame (spec 02 §7).
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
        ],
      },
      { source: '/localisation/:list', headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }] },
      // The service worker is looked for again at each visit: a new version reaches phones the day it ships.
      { source: '/sw.js', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
    ];
  },
};

export default nextConfig;
