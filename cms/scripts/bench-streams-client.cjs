/**
 * The benchmark's browsers (bench-messaging.cjs), in their own process so their sockets weigh nothing on the
 * server's memory: opens one server-sent-events stream per token given, says « OPEN » once all answered, then
 * prints « EVT <message id> <arrival ms> » for every message event until stdin closes.
 */
const http = require('node:http');

const { port, jwts } = JSON.parse(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
let open = 0;
const requests = [];

for (const jwt of jwts) {
  const req = http.get(
    { host: '127.0.0.1', port, agent, path: '/api/candidat/messagerie/flux', headers: { Authorization: `Bearer ${jwt}` } },
    (res) => {
      if (res.statusCode !== 200) {
        process.stderr.write(`stream answered ${res.statusCode}\n`);
        process.exit(1);
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        const at = Date.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame.split('\n').find((line) => line.startsWith('data: '));
          if (frame.startsWith('event: message') && data) process.stdout.write(`EVT ${JSON.parse(data.slice(6)).message} ${at}\n`);
        }
      });
      if (++open === jwts.length) process.stdout.write('OPEN\n');
    },
  );
  req.on('error', (error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
  requests.push(req);
}

process.stdin.on('end', () => {
  for (const req of requests) req.destroy();
  process.exit(0);
});
process.stdin.resume();
