// The e2e suite drives Debian's Chromium: no browser download works on our machines. It starts the browser's own
// binary (stack.json), not Debian's /usr/bin/chromium wrapper, whose desktop flags cost a sixth more processor on a
// sample of 33 tests (docs/decisions.md, « CI on a machine twice as slow »).
import { existsSync, readFileSync } from 'node:fs';

const stack = JSON.parse(readFileSync(new URL('./stack.json', import.meta.url), 'utf8'));
const chromium = process.env.CHROMIUM_PATH ?? stack.chromium;
if (!existsSync(chromium)) {
  console.error(`Chromium introuvable (${chromium}) : installez-le avec « sudo apt-get install -y chromium » ou indiquez CHROMIUM_PATH.`);
  process.exit(1);
}
