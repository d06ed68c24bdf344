import { randomBytes, randomInt } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { errorMessage } from '../utils/error-message';

/** A password Strapi's admin accepts (upper, lower, digit, ≤ 72 bytes) and nobody guesses: 144 random bits. */
function generatePassword(): string {
  return `Cep-${randomBytes(18).toString('base64url')}-${randomInt(10, 100)}`;
}

type DatabaseConnection = { client?: string; connection?: { filename?: string } };

/**
 * Where the generated credentials are kept (git-ignored): ADMIN_CREDENTIALS_FILE, else `cms/.tmp/admin-credentials.txt`
 * for the usual database, else beside the SQLite file it belongs to (the e2e stack's `.tmp/e2e.db` gets
 * `.tmp/e2e-admin-credentials.txt`), so a second stack never overwrites the first one's password.
 */
export function adminCredentialsFile(strapi: Pick<Core.Strapi, 'dirs' | 'config'>): string {
  const root = strapi.dirs.app.root;
  if (process.env.ADMIN_CREDENTIALS_FILE) return path.resolve(root, process.env.ADMIN_CREDENTIALS_FILE);
  const database = strapi.config.get('database.connection') as DatabaseConnection | undefined;
  const file = database?.client === 'sqlite' ? database.connection?.filename : undefined;
  if (file && path.resolve(root, file) !== path.resolve(root, '.tmp', 'data.db')) {
    return path.join(path.dirname(path.resolve(root, file)), `${path.basename(file, path.extname(file))}-admin-credentials.txt`);
  }
  return path.resolve(root, '.tmp', 'admin-credentials.txt');
}

/**
 * Strapi opens its admin registration (`/admin/register-admin`, « create the first administrator ») to whoever
 * reaches the cms first while no admin exists. Cep never leaves it open: the technical admin is created at the
 * first start with a generated password, printed once in the log and kept in a file only its owner reads.
 * Strapi's own first-admin creation locks the super-admin role, so two instances starting together create one.
 */
export async function ensureTechnicalAdmin(strapi: Core.Strapi): Promise<void> {
  const users = strapi.service('admin::user');
  if (await users.exists()) return;
  const email = (process.env.ADMIN_EMAIL || 'admin@cep.local').toLowerCase();
  const password = generatePassword();
  try {
    await users.createFirstAdmin({ email, firstname: 'Administrateur', lastname: 'technique', password });
  } catch (error) {
    if (await users.exists()) return; // another instance was first
    throw error;
  }

  const file = adminCredentialsFile(strapi);
  let kept = true;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      [
        'Administrateur technique de Strapi (/admin) — créé au premier démarrage.',
        `e-mail : ${email}`,
        `mot de passe : ${password}`,
        '',
      ].join('\n'),
      { mode: 0o600 },
    );
    chmodSync(file, 0o600);
  } catch (error) {
    kept = false;
    strapi.log.error(`[admin] could not write ${file}: ${errorMessage(error)}`);
  }
  strapi.log.warn(
    `[admin] Administrateur technique créé : ${email} / ${password}` +
      (kept ? ` (gardé dans ${file}, lisible par son seul propriétaire ; ce mot de passe n'est plus affiché)` : ''),
  );
}
