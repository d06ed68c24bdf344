// The site's photographs (issue #42 item 5), cut from the originals (`../shared/photos/`, beside the repository, or
// the folder given) into 8:3 banners, AVIF and WebP, at the widths lib/photos.json lists. Run once after adding or
// changing a photo (`node scripts/make-photos.mjs [folder]`); the files it writes in public/photos/ are committed.
// sharp is the cms's dependency, hoisted to the workspace's root.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const here = path.dirname(new URL(import.meta.url).pathname);
const from = process.argv[2] ?? path.join(here, '..', '..', '..', 'shared', 'photos');
const catalogue = JSON.parse(readFileSync(path.join(here, '..', 'lib', 'photos.json'), 'utf8'));
const photos = Object.values(catalogue.photos);
const widths = catalogue.widths;

let bytes = 0;
for (const { file, widest } of photos)
  for (const width of widths.filter((w) => w <= widest)) {
    const height = Math.round((width * 3) / 8);
    // `attention` keeps the part of the picture the eye goes to when cutting the banner out of it.
    const cut = sharp(path.join(from, `${file}.jpg`)).resize(width, height, { fit: 'cover', position: sharp.strategy.attention });
    const avif = await cut
      .clone()
      .avif({ quality: 50, effort: 6 })
      .toFile(path.join(here, '..', 'public', 'photos', `${file}-${width}.avif`));
    const webp = await cut
      .clone()
      .webp({ quality: 72 })
      .toFile(path.join(here, '..', 'public', 'photos', `${file}-${width}.webp`));
    bytes += avif.size + webp.size;
    console.log(`${file}-${width}: AVIF ${(avif.size / 1024).toFixed(1)} KB, WebP ${(webp.size / 1024).toFixed(1)} KB`);
  }
console.log(`${photos.length} photos, ${(bytes / 1024).toFixed(0)} KB in public/photos/`);
