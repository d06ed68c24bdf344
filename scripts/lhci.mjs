/**
 * `npm run lhci` (issue #17, item 7; issue #44): Lighthouse (mobile preset, Debian's Chromium) on the public pages and
 * on a floor page (the root layout and the framework, no content) — the French pages, `/vendanges` and the worker's
 * path in Spanish, or the pages `LHCI_PAGES` names — five runs each (`LHCI_RUNS`), the median printed
 * against the budgets with each page's share over the floor and Lighthouse's `benchmarkIndex`: once through a TLS and HTTP/2 front as visitors reach the site
 * (scripts/lhci-front.mjs), once from Next.js itself. Not part of `npm test`. Lighthouse CI (~430 MB) is installed on
 * first use into `.lhci/`, outside the workspaces (docs/performance.md). Starts the stack as the site's benchmarks
 * do, on the e2e ports: do not run it beside them.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CMS, SITE, startStack, stopStack } from '../site/scripts/bench-stack.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const home = path.join(root, '.lhci');
const lhci = path.join(home, 'node_modules', '.bin', 'lhci');
const RUNS = Number(process.env.LHCI_RUNS ?? 5);
const BUDGET = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1, lcp: 2000, cls: 0.05, tbt: 150 };
/** Cep's own share of each page, over the floor (issue #44): what the page adds to the root layout and the framework. */
const SHARE_BUDGET = { lcp: 300, tbt: 100 };
/** The root layout and the framework's runtime with no content (site/app/plancher/page.tsx). */
const FLOOR = '/plancher';

if (!existsSync(lhci)) {
  mkdirSync(home, { recursive: true });
  if (!existsSync(path.join(home, 'package.json'))) writeFileSync(path.join(home, 'package.json'), '{ "private": true }\n');
  console.log('Installation de Lighthouse CI (@lhci/cli 0.15.1) dans .lhci/ …');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '@lhci/cli@0.15.1'], { cwd: home, stdio: 'inherit' });
}

const flag = (ok) => (ok ? '' : ' ✗');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const FRONT = 'https://127.0.0.1:3443';

/** The TLS and HTTP/2 front of scripts/lhci-front.mjs, started on the site; resolves once it listens. */
function startFront() {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'lhci-front.mjs')], {
    env: { ...process.env, SITE, FRONT_PORT: new URL(FRONT).port },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('prêt')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`lhci-front.mjs exited with ${code}`)));
  });
}

/**
 * Each page once, then the scripts and stylesheet it names until the site's store sends them as Brotli: the store
 * compresses them in the background after their first request (site/runtime/static-store.cjs), and a measure taken
 * meanwhile counts that work, which the visitors of a running site never meet (session 18: measured first after a
 * start, `/` and `/offres` lost about 0.4 s of LCP against a run that reached them warm).
 */
async function warm(pages) {
  const brotli = { headers: { 'accept-encoding': 'br' } };
  for (const page of pages) {
    const html = await (await fetch(`${SITE}${page}`, brotli)).text();
    for (const asset of new Set(html.match(/\/_next\/static\/[\w./-]+\.(?:js|css)/g))) {
      for (let tries = 0; tries < 60; tries += 1) {
        const answer = await fetch(`${SITE}${asset}`, brotli);
        await answer.arrayBuffer();
        if (answer.headers.get('content-encoding') === 'br') break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }
}

/** Five Lighthouse runs on each page from `origin`, the medians. */
function measure(origin, pages, chromeFlags) {
  const rows = [];
  for (const page of pages) {
    execFileSync(
      lhci,
      [
        'collect',
        `--url=${origin}${page}`,
        `--numberOfRuns=${RUNS}`,
        `--settings.chromeFlags=${chromeFlags}`,
        // Lighthouse's default: a mid-range phone on a slow 4G link, simulated.
        '--settings.formFactor=mobile',
      ],
      {
        cwd: home,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium', LHCI_BUILD_CONTEXT__CURRENT_HASH: 'local' },
      },
    );
    const dir = path.join(home, '.lighthouseci');
    const results = readdirSync(dir)
      .filter((file) => file.startsWith('lhr-') && file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
    rmSync(dir, { recursive: true, force: true });
    const score = (key) => median(results.map((r) => r.categories[key].score));
    const audit = (key) => median(results.map((r) => r.audits[key].numericValue));
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
      // Lighthouse's measure of the machine's speed during the run (higher is faster): figures read beside it.
      benchmarkIndex: median(results.map((r) => r.environment.benchmarkIndex)),
    });
  }
  return rows;
}

function print(title, rows) {
  const floor = rows.find((r) => r.page === FLOOR);
  console.log(`\n${title}`);
  console.log('page | perf | a11y | best practices | SEO | LCP | CLS | TBT | LCP − floor | TBT − floor | benchmarkIndex');
  for (const r of rows) {
    const own = r.page !== FLOOR && floor;
    console.log(
      [
        r.page,
        r.performance.toFixed(2) + flag(r.performance >= BUDGET.performance),
        r.accessibility.toFixed(2) + flag(r.accessibility >= BUDGET.accessibility),
        r['best-practices'].toFixed(2) + flag(r['best-practices'] >= BUDGET['best-practices']),
        r.seo.toFixed(2) + flag(r.seo >= BUDGET.seo),
        `${Math.round(r.lcp)} ms` + flag(r.lcp <= BUDGET.lcp),
        r.cls.toFixed(3) + flag(r.cls <= BUDGET.cls),
        `${Math.round(r.tbt)} ms` + flag(r.tbt <= BUDGET.tbt),
        own ? `${Math.round(r.lcp - floor.lcp)} ms` + flag(r.lcp - floor.lcp <= SHARE_BUDGET.lcp) : '—',
        own ? `${Math.round(r.tbt - floor.tbt)} ms` + flag(r.tbt - floor.tbt <= SHARE_BUDGET.tbt) : '—',
        Math.round(r.benchmarkIndex),
      ].join(' | '),
    );
  }
}

// No GPU on these machines: without --disable-gpu, Chromium sometimes held its first frame about a second while the
// page sat idle (2 runs of 4 in session 14), a stall of the machine, not of the page.
const CHROME = '--headless=new --no-sandbox --disable-gpu';

// The site trusts one proxy's X-Forwarded-* headers, as in production: through the front, pages are https pages
// (HSTS, secure cookies); Lighthouse's direct requests carry none and stay http ones.
const stack = await startStack({ SITE_TRUSTED_PROXY_COUNT: '1' });
let front;
try {
  const offers = (await (await fetch(`${CMS}/api/plan/offres`)).json()).data;
  // An offer the recruiter translated into Spanish, for the worker's path in Spanish (issue #41 item 2).
  const translated = offers.find((offer) => offer.langues?.includes('es')) ?? offers[0];
  const named = { '{offre}': offers[0].id, '{offre-es}': translated.id };
  // The floor first and measured like the pages, in the same run on the same build. `LHCI_PAGES` (comma separated,
  // `{offre}` and `{offre-es}` for an offer and a Spanish-translated one) measures those pages instead.
  const chosen = process.env.LHCI_PAGES?.split(',').map((page) => page.trim().replace(/\{offre(?:-es)?\}/g, (name) => named[name]));
  const pages = [
    FLOOR,
    ...(chosen ?? [
      '/',
      '/offres',
      `/offres/${offers[0].id}`,
      '/formations',
      '/blog',
      '/vendanges',
      '/es/vendanges',
      `/es/offres/${translated.id}`,
    ]),
  ];
  await warm(pages);
  front = await startFront();
  // Through the front first: what the server has warmed by then (its caches, its compiled code) favours the second.
  const served = measure(FRONT, pages, `${CHROME} --ignore-certificate-errors`);
  const direct = measure(SITE, pages, CHROME);
  console.log(`Lighthouse ${RUNS} runs per page, median (mobile preset, ${process.env.CHROME_PATH ?? '/usr/bin/chromium'})`);
  print(`${FRONT} — TLS and HTTP/2 in front, as visitors reach the site (one connection)`, served);
  print(`${SITE} — Next.js itself over http (HTTP/1.1, up to six connections)`, direct);
  console.log('\nbudgets: perf ≥ 0.95, a11y = best practices = SEO = 1, LCP ≤ 2,000 ms, CLS ≤ 0.05, TBT ≤ 150 ms (✗ = over)');
  console.log(`Cep's share over the floor (${FLOOR}): LCP ≤ ${SHARE_BUDGET.lcp} ms, TBT ≤ ${SHARE_BUDGET.tbt} ms`);
} finally {
  front?.kill();
  stopStack(stack);
}
