/**
 * The load generator of the cms benchmarks, in its own process so that it does not share the server's event
 * loop: reads `{ url, requests, connections, duration }` as JSON from argv, prints every response time and
 * autocannon's totals as JSON on stdout.
 */
const autocannon = require('autocannon');

const options = JSON.parse(process.argv[2]);
const latencies = [];
const instance = autocannon(options);
instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
instance.then((result) => {
  process.stdout.write(
    JSON.stringify({
      latencies,
      average: result.requests.average,
      total: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    }),
  );
});
