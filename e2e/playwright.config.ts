import { defineConfig } from '@playwright/test';
import stack from './stack.json';
import { ports, urls } from './ports';

/** Test-mode keys of the Stripe stand-in (never real ones). */
const STRIPE = { secretKey: 'sk_test_e2e', webhookSecret: 'whsec_e2e' } as const;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // A retry still runs (its trace says what went wrong), but a test that needed one fails the run: CI holds only
  // if every test passes at its first attempt, whatever the machine's speed (issue #45).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  reporter: [['list']],
  // Generous bounds, not expectations of speed: on a slow machine (or one core busy elsewhere) a page that renders
  // through the site and the cms can take seconds; a wait that ends early still ends at its event.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: urls.site,
    locale: 'fr-FR',
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's Chromium binary itself (stack.json). Its /usr/bin/chromium wrapper adds desktop flags, GPU
      // rasterization among them, which on a machine without a GPU runs on a software GL: a sixth more processor on a
      // sample of 33 tests (docs/decisions.md).
      executablePath: process.env.CHROMIUM_PATH ?? stack.chromium,
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      // Stripe's API and hosted page, stood in for (no Stripe server is reachable here): e2e/stripe-stand-in.mjs.
      command: 'node stripe-stand-in.mjs',
      url: `http://127.0.0.1:${ports.stripe}/health`,
      reuseExistingServer: false,
      env: {
        STRIPE_STAND_IN_PORT: String(ports.stripe),
        STRIPE_STAND_IN_WEBHOOK: `${urls.cms}/api/paiement/stripe/webhook`,
        STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
      },
    },
    {
      // The real stack, started the way `npm start` starts it, on a fresh SQLite file with the demo data.
      command: 'node ../scripts/start.mjs',
      // start.mjs prints this once the cms, the site and the backoffice all answer. (A streamed Next.js page
      // answers 200 before its data, so a site URL alone would not prove the cms is up.)
      wait: { stdout: /Cep est prêt/ },
      url: `${urls.cms}/_health`,
      timeout: 300_000,
      reuseExistingServer: false,
      // start.mjs stops the three apps on SIGTERM; a SIGKILL would leave them running.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        CMS_PORT: String(ports.cms),
        SITE_PORT: String(ports.site),
        BACKOFFICE_PORT: String(ports.backoffice),
        // As in production: no Strapi admin panel (stack.json), so the stack builds the cms's TypeScript only.
        ...stack.env,
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: '.tmp/e2e.db',
        CEP_FRESH_DB: 'true',
        CEP_SEED_DEMO: 'true',
        MEILI_HOST: '',
        // CI runs with one-minute access tokens, so sessions are renewed many times during the run, on the site and
        // in the backoffice, as they are after ten minutes in production.
        ACCESS_TOKEN_LIFESPAN: process.env.E2E_ACCESS_TOKEN_LIFESPAN ?? (process.env.CI ? '60' : '600'),
        // Every browser and the site's server log in from 127.0.0.1: the suite makes more than 20 attempts.
        AUTH_THROTTLE_PER_IP: '500',
        SIGNUP_THROTTLE_PER_IP: '500',
        // The site runs as if behind one proxy: a browser context's X-Forwarded-For plays the proxy's part
        // (security-visitor-address.spec.ts); browsers that send none are 127.0.0.1 as before.
        SITE_TRUSTED_PROXY_COUNT: '1',
        // The tests read e-mails (confirmation, reset links) from this outbox, relative to the repository.
        OUTBOX_DIR: 'var/e2e-outbox',
        SMS_OUTBOX_DIR: 'var/e2e-sms-outbox',
        STRIPE_SECRET_KEY: STRIPE.secretKey,
        STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
        STRIPE_API_URL: `http://127.0.0.1:${ports.stripe}`,
      },
    },
  ],
});
