// `npm test`: the unit tests, then the cms integration suite and the e2e suite side by side. The e2e suite spends
// most of its time waiting (pages, sessions, one browser), so the cms suite runs in its gaps instead of after it
// (docs/decisions.md, issue #45). The e2e stack is built first, the cms with it, so the cms suite runs on that build
// (CEP_CMS_COMPILED) instead of compiling dist/ while the stack starts from it.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function runNow(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Runs `npm <args>`; its lines carry `prefix` (so two suites' output can be told apart), its exit code resolves. */
function runBeside(args, prefix, env) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let pending = '';
      stream.on('data', (chunk) => {
        const lines = (pending + chunk.toString()).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) out.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => pending && out.write(`${prefix}${pending}\n`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

runNow('npm', ['run', 'test:unit']);
runNow('node', ['e2e/build-stack.mjs']);

const started = Date.now();
const [cms, e2e] = await Promise.all([
  runBeside(['run', 'test:cms'], '\x1b[33m[cms]\x1b[0m ', { ...process.env, CEP_CMS_COMPILED: 'true' }),
  runBeside(['run', 'test:e2e'], '', process.env),
]);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`\ncms : ${cms === 0 ? 'réussi' : `échec (${cms})`} · e2e : ${e2e === 0 ? 'réussi' : `échec (${e2e})`} · ${minutes} min`);
process.exit(cms === 0 && e2e === 0 ? 0 : 1);
