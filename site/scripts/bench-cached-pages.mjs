/**
 * `npm run bench` (site, issue #17 item 7): an offer page and /offres as a visitor without a session gets them
 * (served from the page cache, runtime/page-cache.cjs), and the offer page as a logged-in candidate gets it (rendered
 * per request, the cms's public reads kept — lib/cms/client.ts), each under 10 connections for 10 s — p50/p95/p99;
 * then how long after a moderator validates an offer it shows on /offres and on its own page (the cms tells the
 * site, see cms/src/site-cache/). Prints the figures; asserts nothing.
 */
import { readFileSync } from 'node:fs';
import { cms, load, percentile, SITE, startStack, stopStack } from './bench-stack.mjs';

const demo = JSON.parse(readFileSync(new URL('../../cms/src/seed/demo-accounts.json', import.meta.url), 'utf8'));

/** Milliseconds from `since` until `check()` holds, polling every 20 ms (gives up after 30 s). */
async function until(check, since) {
  while (Date.now() - since < 30_000) {
    if (await check()) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Infinity;
}

const stack = await startStack();
try {
  const offers = (await cms(null, 'GET', '/plan/offres')).data;
  const candidate = demo.accounts.find((account) => account.role === 'candidat');
  const session = await cms(null, 'POST', '/auth/local', { identifier: candidate.email, password: demo.password });
  const asCandidate = { cookie: `cep_access=${session.jwt}; cep_refresh=${session.refreshToken}` };
  // As a browser asks: compressed (a kept page is compressed for each answer, with its own nonce).
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const runs = [
    [`/offres/${offers[0].id}`, 'a visitor', browser, 'target p99 ≤ 20 ms'],
    ['/offres', 'a visitor', browser, ''],
    [`/offres/${offers[0].id}`, 'a logged-in candidate', { ...browser, ...asCandidate }, 'rendered per request'],
  ];
  for (const [path, who, headers, note] of runs) {
    let served = null;
    for (let i = 0; i < 3; i += 1) served = (await fetch(`${SITE}${path}`, { headers })).headers.get('x-cep-page-cache');
    const result = await load([{ method: 'GET', path, headers }]);
    const sorted = result.latencies.sort((a, b) => a - b);
    console.log(`site ${path} for ${who} (page cache: ${served ?? 'not used'}) — 10 connections, 10 s`);
    console.log(
      `  latency p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms; ${Math.round(result.average)} req/s; errors ${result.errors}, non-2xx ${result.non2xx}${note ? `; ${note}` : ''}`,
    );
  }

  const moderator = demo.accounts.find((account) => account.role === 'moderateur');
  const { jwt } = await cms(null, 'POST', '/auth/local', { identifier: moderator.email, password: demo.password });
  const filter = encodeURIComponent(JSON.stringify({ etat: 'validation' }));
  const [pending] = await cms(jwt, 'GET', `/backoffice/offers?filter=${filter}&range=${encodeURIComponent('[0,0]')}`);
  const html = async (path) => (await fetch(`${SITE}${path}`)).text();
  if ((await html('/offres')).includes(`/offres/${pending.id}"`)) throw new Error('the pending offer is already listed');
  const validated = Date.now();
  await cms(jwt, 'PUT', `/backoffice/offers/${pending.id}`, { etat: 'publiee' });
  const [list, page] = await Promise.all([
    until(async () => (await html('/offres')).includes(`/offres/${pending.id}"`), validated),
    until(async () => (await fetch(`${SITE}/offres/${pending.id}`)).status === 200, validated),
  ]);
  console.log(`offer validated by a moderator → on /offres after ${list} ms, its page after ${page} ms; target ≤ 2,000 ms`);
} finally {
  stopStack(stack);
}
