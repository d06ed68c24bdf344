// What a backup holds and where each part lives, for backup.cjs and restore.cjs (issue #37 item 8), from the cms's
// environment with config/database.ts's defaults (run them where the cms runs, with its variables: cms/.env is not
// read, so that a backup never silently takes another database than the one named): the database (PostgreSQL or the SQLite file), and
// the files (the S3 bucket when S3_BUCKET is set — private files, and public media under `public/` — or the private
// folder and cms/public/uploads).
const { execFileSync } = require('node:child_process');
const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');

const CMS = path.resolve(__dirname, '..');
const ROOT = path.resolve(CMS, '..');

function database() {
  if (process.env.DATABASE_CLIENT === 'postgres') {
    return {
      kind: 'postgres',
      args: [
        '--host',
        process.env.DATABASE_HOST || '127.0.0.1',
        '--port',
        String(process.env.DATABASE_PORT || 5432),
        '--username',
        process.env.DATABASE_USERNAME || 'cep',
        '--dbname',
        process.env.DATABASE_NAME || 'cep',
      ],
      env: {
        ...process.env,
        PGPASSWORD: process.env.DATABASE_PASSWORD || '',
        // As config/database.ts connects: TLS when DATABASE_SSL, the certificate checked unless told otherwise.
        ...(process.env.DATABASE_SSL === 'true'
          ? { PGSSLMODE: process.env.DATABASE_SSL_REJECT_UNAUTHORIZED === 'false' ? 'require' : 'verify-full' }
          : {}),
      },
    };
  }
  return { kind: 'sqlite', file: path.resolve(CMS, process.env.DATABASE_FILENAME || '.tmp/data.db') };
}

/** pg_dump and pg_restore: PG_BIN's, else the newest installed server's (Debian), else the PATH's. */
function postgresTool(name) {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name);
  const installed = '/usr/lib/postgresql';
  if (existsSync(installed)) {
    const versions = readdirSync(installed).sort((a, b) => Number(b) - Number(a));
    for (const version of versions)
      if (existsSync(path.join(installed, version, 'bin', name))) return path.join(installed, version, 'bin', name);
  }
  return name;
}

function runTool(name, args, env) {
  execFileSync(postgresTool(name), args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
}

function s3() {
  if (!process.env.S3_BUCKET) return null;
  const { S3Client } = require('@aws-sdk/client-s3');
  return {
    bucket: process.env.S3_BUCKET,
    client: new S3Client({
      region: process.env.S3_REGION || 'us-east-1',
      endpoint: process.env.S3_ENDPOINT || undefined,
      forcePathStyle: true,
      credentials: { accessKeyId: process.env.S3_ACCESS_KEY_ID || '', secretAccessKey: process.env.S3_SECRET_ACCESS_KEY || '' },
    }),
  };
}

/** Local folders when there is no bucket: the private files and the public media, each a folder of the backup. */
function folders() {
  return [
    { name: 'private-files', dir: path.resolve(ROOT, process.env.PRIVATE_FILES_DIR || 'var/private-files') },
    { name: 'public-uploads', dir: path.resolve(process.env.PUBLIC_MEDIA_DIR || path.join(CMS, 'public'), 'uploads') },
  ];
}

module.exports = { database, runTool, s3, folders, ROOT };
