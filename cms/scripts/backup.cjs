// `npm run backup [-- <folder>]`: the database (pg_dump's custom format, or SQLite's online backup) and every file
// (each object of the bucket, or the two local folders) into one folder, with a manifest. Safe while the cms runs:
// pg_dump reads one snapshot; files written during the copy may be missing from it (they are in the next one).
const { cpSync, existsSync, mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { database, runTool, s3, folders, ROOT } = require('./backup-parts.cjs');

async function copyBucket(bucket, into) {
  const { ListObjectsV2Command, GetObjectCommand } = require('@aws-sdk/client-s3');
  let token;
  let objects = 0;
  do {
    const page = await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.bucket, ContinuationToken: token }));
    for (const { Key } of page.Contents ?? []) {
      // A folder marker holds nothing; a key climbing out of the folder is not Cep's.
      if (Key.endsWith('/')) continue;
      const target = path.resolve(into, ...Key.split('/'));
      if (!target.startsWith(`${path.resolve(into)}${path.sep}`)) throw new Error(`unexpected key in the bucket: ${Key}`);
      const object = await bucket.client.send(new GetObjectCommand({ Bucket: bucket.bucket, Key }));
      mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      writeFileSync(target, Buffer.from(await object.Body.transformToByteArray()), { mode: 0o600 });
      objects += 1;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

(async () => {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const folder = path.resolve(process.argv[2] || path.join(ROOT, 'backups', `cep-${stamp}`));
  // Password hashes, CVs, invoices: readable by the backup's owner only.
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const db = database();
  if (db.kind === 'postgres') runTool('pg_dump', ['--format=custom', '--file', path.join(folder, 'database.dump'), ...db.args], db.env);
  else {
    const sqlite = new (require('better-sqlite3'))(db.file, { readonly: true });
    await sqlite.backup(path.join(folder, 'database.sqlite'));
    sqlite.close();
  }
  const bucket = s3();
  const files = {};
  if (bucket) files.bucket = await copyBucket(bucket, path.join(folder, 'bucket'));
  else {
    for (const { name, dir } of folders()) {
      if (existsSync(dir)) cpSync(dir, path.join(folder, name), { recursive: true });
      files[name] = existsSync(dir);
    }
  }
  const manifest = { createdAt: new Date().toISOString(), database: db.kind, files };
  writeFileSync(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  process.stdout.write(`Backup written to ${folder} (${db.kind}${bucket ? `, ${files.bucket} objects of ${bucket.bucket}` : ''})\n`);
})().catch((error) => {
  process.stderr.write(`Backup failed: ${error.message}\n`);
  process.exit(1);
});
