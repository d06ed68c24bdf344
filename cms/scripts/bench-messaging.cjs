/**
 * `npm run bench` (cms, issue #15): 500 candidates keep their messaging stream open on one cms instance
 * (loopback, clients in another process); a recruiter's account writes one message to each, one every 20 ms.
 * Prints the RSS the open streams added and the delivery latency — from the send (message stored, counters
 * moved, event published) to its arrival on the candidate's stream — p50/p95/p99 (target p95 ≤ 200 ms).
 */
const path = require('node:path');
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { withBenchStrapi, percentile, main } = require('./bench-harness.cjs');

const STREAMS = 500;
const PORT = Number(process.env.BENCH_PORT ?? 1399);
const SPACING_MS = 20;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The process's RSS once it has settled: compiling the cms leaves hundreds of MB the allocator gives back over
 * seconds, so collect and wait until two readings agree within 2 MB (10 s at most).
 */
/** The JavaScript heap and the buffers outside it, after a collection: what the streams hold, without the allocator's slack. */
function heapMb() {
  global.gc?.();
  const { heapUsed, external } = process.memoryUsage();
  return (heapUsed + external) / 1048576;
}

async function settledRssMb() {
  let last = Infinity;
  for (let i = 0; i < 20; i++) {
    global.gc?.();
    await sleep(500);
    const rss = process.memoryUsage().rss / 1048576;
    if (Math.abs(rss - last) < 2) return rss;
    last = rss;
  }
  return last;
}

main(() =>
  withBenchStrapi(PORT, async (strapi) => {
    const dist = (...parts) => require(path.join(__dirname, '..', 'dist', 'src', ...parts));
    const { conversations } = dist('api', 'messaging', 'services', 'conversations.js');
    const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'candidat' } });
    const account = await strapi.documents('api::account.account').create({ data: { type: 'entreprise' } });
    const jwt = strapi.plugin('users-permissions').service('jwt');
    const candidates = [];
    for (let i = 0; i < STREAMS; i++) {
      const user = await strapi.db.query('plugin::users-permissions.user').create({
        data: {
          username: `lecteur${i}@bench.fr`,
          email: `lecteur${i}@bench.fr`,
          provider: 'local',
          confirmed: true,
          role: role.id,
          prenom: 'Lecteur',
        },
      });
      const profile = await strapi.documents('api::candidate.candidate').create({ data: { user: user.id } });
      const conversation = await strapi.documents('api::messaging.conversation').create({
        data: {
          token: randomBytes(24).toString('base64url'),
          account: account.id,
          candidate: profile.id,
          candidatNom: `Lecteur ${i}`,
          entreprise: 'Banc d’essai',
        },
      });
      candidates.push({ userId: user.id, token: conversation.token, jwt: await jwt.issue({ id: user.id }) });
    }

    const before = await settledRssMb();
    const heapBefore = heapMb();
    const client = spawn(
      process.execPath,
      [path.join(__dirname, 'bench-streams-client.cjs'), JSON.stringify({ port: PORT, jwts: candidates.map((c) => c.jwt) })],
      {
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    const arrivals = new Map();
    let opened;
    const allOpen = new Promise((resolve) => (opened = resolve));
    let pending = '';
    client.stdout.on('data', (chunk) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop();
      for (const line of lines) {
        if (line === 'OPEN') opened();
        const [kind, id, at] = line.split(' ');
        if (kind === 'EVT') arrivals.set(id, Number(at));
      }
    });
    await allOpen;
    const withStreams = await settledRssMb();
    const heapWith = heapMb();

    const service = conversations(strapi);
    const sentAt = new Map();
    for (const [i, candidate] of candidates.entries()) {
      const party = { side: 'recrutement', userId: candidate.userId, accountId: account.id };
      const row = await service.find(party, candidate.token);
      const started = Date.now();
      const result = await service.send(party, row, `Bonjour, message ${i} du banc d’essai.`, null, 'Banc');
      sentAt.set(result.message.id, started);
      await sleep(SPACING_MS);
    }
    const deadline = Date.now() + 5000;
    while (arrivals.size < sentAt.size && Date.now() < deadline) await sleep(20);
    client.stdin.end();

    const latencies = [...sentAt]
      .filter(([id]) => arrivals.has(id))
      .map(([id, at]) => arrivals.get(id) - at)
      .sort((a, b) => a - b);
    const p = (n) => percentile(latencies, n);
    console.log(`Messaging live streams — ${STREAMS} open streams on one cms instance (SQLite, in-process bus)`);
    console.log(
      `  RSS ${before.toFixed(0)} MB before, ${withStreams.toFixed(0)} MB with the streams open: +${(withStreams - before).toFixed(1)} MB`,
    );
    console.log(
      `  heap and buffers +${(heapWith - heapBefore).toFixed(1)} MB (${(((heapWith - heapBefore) * 1024) / STREAMS).toFixed(1)} KB a stream)`,
    );
    console.log(
      `  ${latencies.length}/${sentAt.size} messages delivered; latency p50 ${p(50)} ms, p95 ${p(95)} ms, p99 ${p(99)} ms, max ${latencies.at(-1)} ms`,
    );
    console.log(`  target: p95 ≤ 200 ms, every message delivered`);
    if (latencies.length !== sentAt.size) throw new Error('messages were lost');
  }),
);
