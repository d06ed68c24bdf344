/**
 * `npm run bench:load` (issue #37 item 9): one cms and one site, started as `npm start` starts them (demo data, SQLite,
 * in-process search), under a mixed load in fixed proportions — offer searches and offer pages on the site (as a
 * visitor and as a logged-in candidate), logins, account reads and harvest applications on the cms — sent open-loop
 * by a generator in its own process (mixed-load-generator.mjs). Raises the rate step by step until the p95 of all
 * requests passes 200 ms (or one fails), then runs at half the last rate that held and prints the p95 of each kind.
 * Prints the figures; asserts nothing.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CMS, cms, percentile, SITE, startStack, stopStack } from './bench-stack.mjs';

const OUTBOX = fileURLToPath(new URL('../../var/bench-load-outbox', import.meta.url));
const GENERATOR = fileURLToPath(new URL('./mixed-load-generator.mjs', import.meta.url));
const BUDGET_MS = 200;
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 20);
const RATES = [5, 10, 15, 20, 25, 30, 40, 50, 60, 80, 100];
/** The mix, as a cycle of 20 requests: what a job board's traffic is made of, reads far above writes. */
const MIX = { search: 5, offerVisitor: 5, offerCandidate: 2, accountRead: 6, login: 1, application: 1 };
const LABELS = {
  search: 'site /offres?q=… (search)',
  offerVisitor: 'site /offres/{id}, visitor',
  offerCandidate: 'site /offres/{id}, candidate',
  accountRead: 'cms GET /api/compte/moi',
  login: 'cms POST /api/auth/local',
  application: 'cms POST /api/offres/{id}/postuler (harvest)',
};
const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 100);
const PASSWORD = 'Vendange2026!';

/** The confirmation token e-mailed to an address (the stack writes its e-mails to OUTBOX). */
async function confirmationToken(email) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const files = existsSync(OUTBOX) ? readdirSync(OUTBOX).filter((name) => name.endsWith('.json')) : [];
    for (const name of files) {
      const mail = JSON.parse(readFileSync(path.join(OUTBOX, name), 'utf8'));
      const token = mail.to.includes(email) ? /confirmation-email\?token=([\w-]+)/.exec(mail.text)?.[1] : undefined;
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation e-mail to ${email}`);
}

/** Candidates signed up, confirmed and logged in as a visitor would (each applies to each harvest offer once). */
async function candidates() {
  const made = [];
  for (let i = 0; i < CANDIDATES; i += 1) {
    const email = `charge-${i}@bench.cep`;
    await cms(null, 'POST', '/inscription/candidat', {
      prenom: 'Charge',
      nom: `N${i}`,
      email,
      plainPassword: { first: PASSWORD, second: PASSWORD },
    });
    await cms(null, 'GET', `/inscription/confirmation?token=${await confirmationToken(email)}`);
    made.push({ email, ...(await cms(null, 'POST', '/auth/local', { identifier: email, password: PASSWORD })) });
  }
  return made;
}

const json = (body) => ({ headers: { 'Content-Type': 'application/json' }, body: Buffer.from(JSON.stringify(body)).toString('base64') });

async function pools() {
  const offers = (await cms(null, 'GET', '/plan/offres')).data.map((offer) => offer.id);
  const harvest = (await cms(null, 'GET', '/search/offres?vendanges=1')).hits.map((offer) => offer.id);
  const people = await candidates();
  const terms = ['vigne', 'caviste', 'tractoriste', 'sommelier', 'chef de culture', 'vendangeur', 'commercial', 'maître de chai'];
  const bearer = (who) => ({ Authorization: `Bearer ${who.jwt}` });
  const cookie = (who) => ({ cookie: `cep_access=${who.jwt}; cep_refresh=${who.refreshToken}`, 'accept-encoding': 'gzip, deflate, br' });
  const today = new Date().toISOString().slice(0, 10);
  const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  // Each candidate in turn applies to every harvest offer: one after the other, they hit different offers.
  const applications = [];
  for (const who of people) {
    for (const offer of harvest) {
      applications.push({
        url: `${CMS}/api/offres/${offer}/postuler`,
        method: 'POST',
        ...json({
          express: '1',
          disponibleDu: today,
          disponibleAu: later,
          telephone: '0601020304',
          candidatOffreReponse: 'Disponible pour les vendanges, avec expérience.',
        }),
        headers: { ...bearer(who), 'Content-Type': 'application/json' },
      });
    }
  }
  return {
    search: terms.flatMap((q) =>
      [1, 2].map((page) => ({ url: `${SITE}/offres?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ''}` })),
    ),
    offerVisitor: offers.map((id) => ({ url: `${SITE}/offres/${id}`, headers: { 'accept-encoding': 'gzip, deflate, br' } })),
    offerCandidate: offers.map((id, i) => ({ url: `${SITE}/offres/${id}`, headers: cookie(people[i % people.length]) })),
    accountRead: people.map((who) => ({ url: `${CMS}/api/compte/moi`, headers: bearer(who) })),
    login: people.map((who) => ({ url: `${CMS}/api/auth/local`, method: 'POST', ...json({ identifier: who.email, password: PASSWORD }) })),
    application: applications,
  };
}

const slots = Object.entries(MIX).flatMap(([kind, weight]) => Array.from({ length: weight }, () => kind));
// Spread each kind over the cycle rather than in runs: a round-robin over the kinds' remaining slots.
const cycle = [];
for (let left = { ...MIX }; cycle.length < slots.length;) {
  for (const kind of Object.keys(left)) if (left[kind]-- > 0) cycle.push(kind);
}

let applicationsUsed = 0;
/** One run at `rate` requests/s for `seconds`, from the generator's own process. */
function run(all, rate, seconds) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cep-bench-load-'));
  const file = path.join(dir, 'plan.json');
  const planned = Math.round(rate * seconds);
  const applicationCount = Math.ceil((planned * MIX.application) / slots.length);
  const pool = { ...all, application: all.application.slice(applicationsUsed, applicationsUsed + applicationCount) };
  applicationsUsed += applicationCount;
  if (pool.application.length < applicationCount)
    throw new Error('not enough (candidate, harvest offer) pairs left: raise BENCH_CANDIDATES');
  writeFileSync(file, JSON.stringify({ rate, seconds, slots: cycle, pools: pool }));
  return new Promise((resolve, reject) =>
    execFile(process.execPath, [GENERATOR, file], { maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => {
      rmSync(dir, { recursive: true, force: true });
      return error ? reject(error) : resolve(JSON.parse(stdout).results);
    }),
  );
}

function summary(results) {
  const sorted = (rows) => rows.map(([, ms]) => ms).sort((a, b) => a - b);
  const failed = results.filter(([, , status]) => status !== 200);
  return { p95: percentile(sorted(results), 95), p50: percentile(sorted(results), 50), failed, sorted };
}

rmSync(OUTBOX, { recursive: true, force: true });
const stack = await startStack({
  // As in production: no Strapi admin panel (the cms builds its TypeScript only).
  SERVE_ADMIN_PANEL: 'false',
  OUTBOX_DIR: 'var/bench-load-outbox',
  // Every request of the run comes from 127.0.0.1: the per-address throttles would count them as one visitor.
  AUTH_THROTTLE_PER_IP: '100000',
  SIGNUP_THROTTLE_PER_IP: '100000',
  ACCESS_TOKEN_LIFESPAN: '3600',
});
try {
  const all = await pools();
  console.log(
    `mixed load: ${Object.entries(MIX)
      .map(([kind, weight]) => `${kind} ${(weight * 100) / slots.length} %`)
      .join(', ')}`,
  );
  console.log(
    `${all.offerVisitor.length} offers, ${CANDIDATES} candidates, ${all.application.length} harvest applications to send; ${STEP_SECONDS} s per step`,
  );
  // A warm-up: the site's first renders and the cms's first queries are not what a running instance answers.
  await run(all, 5, 10);
  let held = 0;
  for (const rate of RATES) {
    const results = await run(all, rate, STEP_SECONDS);
    const { p95, p50, failed } = summary(results);
    const why = [...new Set(failed.map(([kind, , status]) => `${kind} ${status || 'timeout'}`))].join(', ');
    console.log(
      `  ${String(rate).padStart(3)} req/s: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, ${failed.length} failed of ${results.length}${why ? ` (${why})` : ''}`,
    );
    if (p95 > BUDGET_MS || failed.length > 0) break;
    held = rate;
  }
  console.log(`sustained with p95 ≤ ${BUDGET_MS} ms and no failure: ${held} req/s (one cms, one site)`);
  const half = Math.max(2.5, held / 2);
  const results = await run(all, half, STEP_SECONDS * 1.5);
  console.log(`at half that rate (${half} req/s, ${STEP_SECONDS * 1.5} s), p95 by kind:`);
  const { sorted } = summary(results);
  for (const kind of Object.keys(MIX)) {
    const rows = results.filter(([k]) => k === kind);
    const times = sorted(rows);
    const failures = summary(rows).failed.length;
    console.log(
      `  ${LABELS[kind].padEnd(46)} p50 ${percentile(times, 50).toFixed(0).padStart(4)} ms, p95 ${percentile(times, 95).toFixed(0).padStart(4)} ms (${rows.length} requests${failures ? `, ${failures} failed` : ''})`,
    );
  }
} finally {
  stopStack(stack);
}
