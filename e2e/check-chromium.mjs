// The e2e suite drives Debian's Chromium: no browser download works on our machines.
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium introuvable (${chromium}) : installez-le avec « sudo apt-get install -y chromium » ou indiquez CHROMIUM_PATH.`);
  process.exit(1);
}
