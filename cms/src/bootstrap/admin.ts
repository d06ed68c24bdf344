import { randomBytes, randomInt } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

/** A password Strapi's admin accepts (upper, lower, digit, ≤ 72 bytes) and nobody guesses: 144 random bits. */
function generatePassword(): string {
  return `Cep-${randomBytes(18).toString('base64url')}-${randomInt(10, 100)}`;
}

/** Where the generated credentials are kept: git-ignored `cms/.tmp/` unless ADMIN_CREDENTIALS_FILE says otherwise. */
export function adminCredentialsFile(strapi: Core.Strapi): string {
  return path.resolve(strapi.dirs.app.root, process.env.ADMIN_CREDENTIALS_FILE || path.join('.tmp', 'admin-credentials.txt'));
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
    strapi.log.error(`[admin] could not write ${file}: ${(error as Error).message}`);
  }
  strapi.log.warn(
    `[admin] Administrateur technique créé : ${email} / ${password}` +
      (kept ? ` (gardé dans ${file}, lisible par son seul propriétaire ; ce mot de passe n'est plus affiché)` : ''),
  );
}
