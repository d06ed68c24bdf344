/**
 * The load generator of `npm run bench:load`, in its own process so that it shares no event loop with the servers
 * it measures. Reads a plan file (argv[2]: `{ rate, seconds, slots, pools }`) and sends requests open-loop: the i-th
 * at start + i / rate, whether or not earlier ones have answered (a queue in a server shows as latency, not as a
 * slower generator). Each request's kind follows the fixed cycle `slots`; its concrete request is the next of that
 * kind's pool (applications are used once each). Prints `{ results: [[kind, ms, status], …] }` as JSON on stdout.
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';

const plan = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
const TIMEOUT_MS = 10_000;
const next = Object.fromEntries(Object.keys(plan.pools).map((kind) => [kind, 0]));

/** One request, timed from when it was due (a generator running late adds its lateness, as a queue would); 0 as status for a timeout or a refused connection. */
function send({ url, method = 'GET', headers = {}, body }, due) {
  const started = due;
  return new Promise((resolve) => {
    const req = http.request(url, { method, headers, agent, timeout: TIMEOUT_MS }, (res) => {
      res.resume();
      res.on('end', () => resolve([performance.now() - started, res.statusCode ?? 0]));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve([performance.now() - started, 0]));
    req.end(body === undefined ? undefined : Buffer.from(body, 'base64'));
  });
}

const total = Math.round(plan.rate * plan.seconds);
const results = [];
const pending = [];
const start = performance.now();
for (let i = 0; i < total; i += 1) {
  const due = start + (i * 1000) / plan.rate;
  const wait = due - performance.now();
  if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
  const kind = plan.slots[i % plan.slots.length];
  const pool = plan.pools[kind];
  const request = pool[next[kind]++ % pool.length];
  pending.push(send(request, due).then(([ms, status]) => results.push([kind, Math.round(ms * 10) / 10, status])));
}
await Promise.all(pending);
process.stdout.write(JSON.stringify({ results }));
agent.destroy();
