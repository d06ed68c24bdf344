// Writes cms/.env from cms/.env.example on first start, with fresh random secrets. Never overwrites.
import { createECDH, randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SECRETS = {
  APP_KEYS: () => Array.from({ length: 4 }, () => randomBytes(16).toString('base64')).join(','),
  API_TOKEN_SALT: () => randomBytes(16).toString('base64'),
  ADMIN_JWT_SECRET: () => randomBytes(32).toString('base64'),
  TRANSFER_TOKEN_SALT: () => randomBytes(16).toString('base64'),
  ENCRYPTION_KEY: () => randomBytes(32).toString('base64'),
  JWT_SECRET: () => randomBytes(32).toString('base64'),
  SITE_PROXY_SECRET: () => randomBytes(24).toString('base64url'),
};

/** A VAPID key pair for Web Push (issue #41 item 4): P-256, the public key uncompressed, both base64url. */
function vapidKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // Node drops a private key's leading zero bytes (about 1 in 500): web-push wants all 32.
  const privateKey = Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()]).subarray(-32);
  return { VAPID_PUBLIC_KEY: ecdh.getPublicKey('base64url'), VAPID_PRIVATE_KEY: privateKey.toString('base64url') };
}

export function ensureCmsEnv(cmsDir = fileURLToPath(new URL('../cms/', import.meta.url))) {
  const target = `${cmsDir}.env`;
  if (existsSync(target)) {
    // An .env made before Web Push: its key pair is added, once, the rest left as it is.
    if (!/^VAPID_PUBLIC_KEY=./m.test(readFileSync(target, 'utf8'))) {
      const keys = vapidKeys();
      appendFileSync(target, `\nVAPID_PUBLIC_KEY=${keys.VAPID_PUBLIC_KEY}\nVAPID_PRIVATE_KEY=${keys.VAPID_PRIVATE_KEY}\n`);
    }
    return false;
  }
  const example = readFileSync(`${cmsDir}.env.example`, 'utf8');
  const keys = vapidKeys();
  const filled = example.replace(/^(\w+)=$/gm, (line, key) =>
    key in SECRETS ? `${key}=${SECRETS[key]()}` : key in keys ? `${key}=${keys[key]}` : line,
  );
  writeFileSync(target, filled, { mode: 0o600 });
  return true;
}

/** One value of cms/.env (the site's server shares SITE_PROXY_SECRET with the cms). */
export function readCmsEnv(key, cmsDir = fileURLToPath(new URL('../cms/', import.meta.url))) {
  const line = readFileSync(`${cmsDir}.env`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${key}=`));
  return line ? line.slice(key.length + 1) : '';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(ensureCmsEnv() ? 'cms/.env créé avec des secrets de développement.' : 'cms/.env existe déjà.');
}
