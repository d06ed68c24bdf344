const { createRequire } = require('node:module');
const path = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

const cmsDir = path.resolve(__dirname, '..', '..');
const repoDir = path.resolve(cmsDir, '..');
const installed = `${path.sep}node_modules${path.sep}`;
const requireFromCms = createRequire(path.join(cmsDir, 'package.json'));
const INSTANCE_REGISTRIES = Symbol.for('cep.instance-registries');
/** jest's own handlers of errors no test caught, which it adds to the process once the suite's environment exists. */
const JEST_ERROR_EVENTS = new Set(['uncaughtException', 'unhandledRejection', 'rejectionHandled']);
/** The rate limits of Strapi's admin, e-mail and users-permissions plugins count in one memory store (koa2-ratelimit). */
const strapiRateLimits = () =>
  createRequire(requireFromCms.resolve('@strapi/plugin-users-permissions/strapi-server'))('koa2-ratelimit').Stores.Memory;

/**
 * The cms suites' environment: Strapi's own modules are loaded once per jest worker, by Node, instead of once per
 * suite through jest's module registry. Loading and compiling them there cost about 5 to 6 s of processor a suite (some 500 s a
 * CI run: 50 suites, two legs), against about 1.5 s for a boot once they are loaded (docs/decisions.md, issue #45).
 *
 * What keeps the suites apart as jest did:
 * - Cep's own code (the cms's dist/, the domain and search packages) is dropped from Node's module cache after each
 *   suite, so each boot evaluates it afresh, module-level reads of the environment included;
 * - the suite writes the real `process.env` (which the cms reads), put back as it was after the suite;
 * - dates the suite makes are the cms's own kind (`Date`);
 * - `strapi`, the global the cms's services and the test helpers read, is the booted instance's;
 * - Cep's registries of instances (cms/src/utils/per-instance.ts) are shared with the suite's own copies of the
 *   sources; they and the rest of what Cep keeps on `globalThis` (the metrics) are dropped after the suite.
 * Only Strapi's packages stay loaded between suites, as they stay between two boots of a restarted instance; the
 * counts they keep in memory that a suite can see, the plugins' rate limits, are emptied. jest's module mocks and
 * fake timers reach the suite's realm only, not the cms: no suite uses them (spies on objects work as before).
 */
class SharedStrapiEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.savedEnv = { ...process.env };
    this.global.process.env = process.env;
    // A date a suite makes is handed to the cms, which tells dates by `instanceof Date` (knex binding them for SQLite):
    // it must be the cms's own Date, not the suite's realm's.
    this.global.Date = Date;
    Object.defineProperty(this.global, 'strapi', {
      configurable: true,
      get: () => globalThis.strapi,
    });
    // A getter: jest's clean-up of a suite's globals wraps the properties of the values it finds there.
    Object.defineProperty(this.global, '__cepRequireOutside', { get: () => requireFromCms });
    // Strapi's destroy() removes every listener of the process, which was the suite's own copy of it under jest's
    // registry; here it is the worker's, whose listener of jest's messages must stay (else the worker ends mid-run), as
    // must jest's handlers of errors no test caught.
    this.workerListeners = new Map(process.eventNames().map((event) => [event, process.listeners(event)]));
    const removeAll = (this.removeAllListeners = process.removeAllListeners);
    const removeAddedSince = () => this.removeListenersAddedSince();
    process.removeAllListeners = function removeAllButTheWorkers(event) {
      if (event !== undefined) return removeAll.call(this, event);
      removeAddedSince();
      return this;
    };
    // Cep's registries of instances (cms/src/utils/per-instance.ts), shared by the sources a suite imports and the
    // compiled files the cms runs.
    Object.defineProperty(this.global, INSTANCE_REGISTRIES, {
      configurable: true,
      get: () => globalThis[INSTANCE_REGISTRIES],
      set: (value) => {
        globalThis[INSTANCE_REGISTRIES] = value;
      },
    });
  }

  removeListenersAddedSince() {
    for (const event of process.eventNames()) {
      if (JEST_ERROR_EVENTS.has(event)) continue;
      const kept = this.workerListeners.get(event) ?? [];
      for (const listener of process.listeners(event)) if (!kept.includes(listener)) process.removeListener(event, listener);
    }
  }

  async teardown() {
    try {
      this.removeListenersAddedSince();
      process.removeAllListeners = this.removeAllListeners;
      for (const key of Object.keys(process.env)) if (!(key in this.savedEnv)) delete process.env[key];
      Object.assign(process.env, this.savedEnv);
      delete globalThis.strapi;
      strapiRateLimits().cleanAll();
      // Cep's process-wide state (its registries of instances, its metrics) starts anew with the next suite.
      for (const key of Object.getOwnPropertySymbols(globalThis)) if (key.description?.startsWith('cep.')) delete globalThis[key];
    } finally {
      forgetCepModules();
      await super.teardown();
    }
  }
}

/** Drops Cep's modules from Node's cache, and from the modules that loaded them (else each suite's copy stays reachable). */
function forgetCepModules() {
  const ceps = (file) => file.startsWith(repoDir + path.sep) && !file.includes(installed);
  for (const file of Object.keys(require.cache)) if (ceps(file)) delete require.cache[file];
  for (const loaded of Object.values(require.cache)) {
    if (loaded?.children.some((child) => ceps(child.filename))) loaded.children = loaded.children.filter((child) => !ceps(child.filename));
  }
}

module.exports = SharedStrapiEnvironment;
