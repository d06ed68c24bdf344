// `npm run restore -- <folder> --yes`: puts back what backup.cjs wrote, over the database and the files the cms's
// environment names (stop the cms instances first). PostgreSQL: pg_restore --clean in one transaction, so a failed
// restore leaves the database as it was; SQLite: the file replaced. Files: each object put back in the bucket, or the
// local folders copied over theirs. Nothing else is deleted.
const { copyFileSync, cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync } = require('node:fs');
const path = require('node:path');
const { database, runTool, s3, folders } = require('./backup-parts.cjs');

function filesUnder(dir, prefix = '') {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, `${prefix}${name}/`) : [{ key: `${prefix}${name}`, full }];
  });
}

(async () => {
  const folder = process.argv[2] && path.resolve(process.argv[2]);
  if (!folder || !existsSync(path.join(folder, 'manifest.json')))
    throw new Error('name the folder a backup wrote (it holds manifest.json)');
  if (!process.argv.includes('--yes')) throw new Error('a restore replaces the database and the files: add --yes once the cms is stopped');
  const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
  const db = database();
  if (manifest.database !== db.kind) throw new Error(`this backup is of ${manifest.database}, the cms runs on ${db.kind}`);
  const bucket = s3();
  const bucketCopy = existsSync(path.join(folder, 'bucket'));
  if (bucket && !bucketCopy && Object.values(manifest.files).some(Boolean)) {
    throw new Error('this backup holds local folders, the cms uses a bucket: restore without S3_BUCKET, then npm run media:to-bucket');
  }
  if (!bucket && bucketCopy) throw new Error('this backup holds a bucket: set the S3_* variables of the bucket to restore to');
  if (db.kind === 'postgres') {
    runTool(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', '--single-transaction', ...db.args, path.join(folder, 'database.dump')],
      db.env,
    );
  } else {
    const copy = path.join(folder, 'database.sqlite');
    if (!existsSync(copy)) throw new Error(`${copy} is missing: nothing was changed`);
    // Written beside, then renamed over: never a half-copied database. Its old journal is not the backup's.
    copyFileSync(copy, `${db.file}.restoring`);
    for (const suffix of ['-wal', '-shm']) rmSync(`${db.file}${suffix}`, { force: true });
    renameSync(`${db.file}.restoring`, db.file);
  }
  let restored = 0;
  if (bucket && bucketCopy) {
    const { PutObjectCommand } = require('@aws-sdk/client-s3');
    for (const { key, full } of filesUnder(path.join(folder, 'bucket'))) {
      await bucket.client.send(new PutObjectCommand({ Bucket: bucket.bucket, Key: key, Body: readFileSync(full) }));
      restored += 1;
    }
  } else if (!bucket) {
    for (const { name, dir } of folders()) {
      if (!existsSync(path.join(folder, name))) continue;
      cpSync(path.join(folder, name), dir, { recursive: true });
      restored += filesUnder(path.join(folder, name)).length;
    }
  }
  process.stdout.write(`Restored ${db.kind} and ${restored} files from ${folder}\n`);
})().catch((error) => {
  process.stderr.write(`Restore failed: ${error.message}\n`);
  process.exit(1);
});
