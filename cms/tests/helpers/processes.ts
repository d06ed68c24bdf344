import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * Real processes for the suites that run Cep as production runs it: cms instances (tests/helpers/second-instance.js)
 * and site instances (Next's standalone server, as site/Dockerfile runs it).
 */
const repository = path.resolve(__dirname, '..', '..', '..');

/** A started process; `output()` is what it has written so far (its last 20,000 characters). */
export type Running = { child: ChildProcess; port: number; url: string; output(): string };

/** A free port on loopback, for a process started later (a site the cms is told of before it listens). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Spawns a Node process and resolves once its output matches `ready` (its port in the first group, if any). */
function spawnUntil(args: string[], options: { cwd?: string; env: NodeJS.ProcessEnv }, ready: RegExp, port?: number): Promise<Running> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      const match = ready.exec(output);
      if (match) {
        const at = port ?? Number(match[1]);
        resolve({ child, port: at, url: `http://127.0.0.1:${at}`, output: () => output });
      }
    };
    child.stdout!.on('data', read);
    // Kept for the error message and output(), never matched: a log line cannot pass for the ready line.
    child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`${args.at(-1)} exited (${code}): ${output.slice(-2000)}`)));
  });
}

/** A cms process on that environment (its database, search, mail…); resolves once it listens. */
export function startCms(env: NodeJS.ProcessEnv): Promise<Running> {
  return spawnUntil([path.join(__dirname, 'second-instance.js')], { env }, /^PORT (\d+)$/m);
}

/**
 * A site instance: a copy of the build's standalone server in `dir` (its own .next/cache, as each container has),
 * with the three preloads of site/Dockerfile, on `port`. The site must be built (`node e2e/build-stack.mjs`).
 */
export function startSite(dir: string, port: number, env: Record<string, string>): Promise<Running> {
  const standalone = path.join(repository, 'site', '.next', 'standalone');
  if (!existsSync(path.join(standalone, 'site', 'server.js'))) {
    throw new Error('site not built: run `node e2e/build-stack.mjs` first (CI builds it before the tests)');
  }
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(standalone, 'site'), path.join(dir, 'site'), { recursive: true });
  symlinkSync(path.join(standalone, 'node_modules'), path.join(dir, 'node_modules'));
  symlinkSync(path.join(repository, 'site', '.next', 'static'), path.join(dir, 'site', '.next', 'static'));
  const preloads = ['forwarded-for.cjs', 'page-cache.cjs', 'request-context.cjs'].map(
    (file) => `--require ${path.join(repository, 'site', 'runtime', file)}`,
  );
  const siteEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    HOSTNAME: '127.0.0.1',
    PORT: String(port),
    NODE_OPTIONS: preloads.join(' '),
    ...env,
  };
  return spawnUntil([path.join(dir, 'site', 'server.js')], { cwd: dir, env: siteEnv }, /Ready in/, port);
}

/** Stops a process (SIGTERM: a cms closes its pool and its bus) and waits for its end. */
export function stop(running: Running | undefined): Promise<void> {
  if (!running || running.child.exitCode !== null || running.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => running.child.once('exit', () => resolve()).kill('SIGTERM'));
}
