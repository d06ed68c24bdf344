// The cms is its own npm project (Strapi cannot share the React 19 workspace): `npm install` at the
// root installs it too. better-sqlite3 compiles from source and needs Node's headers.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// CI installs the cms beside the root's install instead of after it (.ci/run), with this same script.
if (process.env.CEP_CMS_INSTALLED_BESIDE === 'true') process.exit(0);

const env = { ...process.env };
if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';

const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
  cwd: new URL('../cms/', import.meta.url),
  env,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
