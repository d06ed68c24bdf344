// The installable app's icons (issue #41 item 3), drawn from app/icon.svg: 192 and 512 px, and a maskable 512 px
// whose grape sits inside the safe zone (the inner 80 %) on the brand's cream. Run once after changing the icon
// (`node scripts/make-app-icons.mjs`); sharp is the cms's dependency, hoisted to the workspace's root.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const here = path.dirname(new URL(import.meta.url).pathname);
const svg = readFileSync(path.join(here, '..', 'app', 'icon.svg'));
const out = (name) => path.join(here, '..', 'public', 'icons', name);

for (const size of [192, 512])
  await sharp(svg, { density: 72 * (size / 32) })
    .resize(size, size)
    .png()
    .toFile(out(`icon-${size}.png`));
const inner = await sharp(svg, { density: 72 * (410 / 32) })
  .resize(410, 410)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#fdf8f3' } })
  .composite([{ input: inner, left: 51, top: 51 }])
  .png()
  .toFile(out('maskable-512.png'));
console.log('icons written to public/icons/');
