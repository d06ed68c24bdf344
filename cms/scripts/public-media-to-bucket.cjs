// Copies the public media of the local folder (cms/public/uploads, or PUBLIC_MEDIA_DIR) to the bucket S3_BUCKET names,
// under `public/`: what an instance stored on its disk before S3 was set (issue #37 item 3). Run once per instance
// disk, with the cms's S3_* environment: `npm run media:to-bucket --prefix cms`. Files already there are written again
// (same bytes, same name); nothing is deleted.
const { readdirSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');
const { s3Settings, s3Storage } = require('../dist/src/private-files/s3-storage');
const { publicPathOf, publicStorageKey, typeOfPublicPath } = require('../dist/src/public-media/public-storage');

(async () => {
  const settings = s3Settings();
  if (!settings) throw new Error('S3_BUCKET is not set: there is no bucket to copy to.');
  const bucket = s3Storage(settings, () => undefined);
  const root = path.resolve(process.env.PUBLIC_MEDIA_DIR || path.join(__dirname, '..', 'public'), 'uploads');
  let copied = 0;
  let skipped = 0;
  for (const folder of readdirSync(root)) {
    if (!statSync(path.join(root, folder)).isDirectory()) continue;
    for (const name of readdirSync(path.join(root, folder))) {
      const publicPath = publicPathOf(`/uploads/${folder}/${name}`);
      if (!publicPath) {
        skipped += 1;
        continue;
      }
      await bucket.put(publicStorageKey(publicPath), readFileSync(path.join(root, folder, name)), typeOfPublicPath(publicPath));
      copied += 1;
    }
  }
  process.stdout.write(`${copied} public files copied to ${settings.bucket} (${skipped} files that Cep does not write left out)\n`);
})().catch((error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
