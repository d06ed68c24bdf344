// Builds what the e2e stack needs (stack.json: its ports and the settings it runs with) before the suite starts it,
// so `npm test` can run the cms suite beside it without either compiling the cms under the other, and CI can build
// it beside the lint.
import { readFileSync } from 'node:fs';
import { buildStale } from '../scripts/build-stale.mjs';

const stack = JSON.parse(readFileSync(new URL('./stack.json', import.meta.url), 'utf8'));
Object.assign(process.env, stack.env);
buildStale(`http://localhost:${stack.ports.cms}`);
