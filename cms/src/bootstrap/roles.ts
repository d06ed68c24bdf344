import type { Core } from '@strapi/strapi';
import { contractGrants } from '../contracts/grants';
import { UIDS } from '../uids';

/** Cep's roles. `type` is the stable key the code uses; `name` is what staff read. */
export const ROLES = {
  candidat: { name: 'Candidat', description: 'Candidat à un emploi, un stage ou une alternance' },
  recruteur: { name: 'Recruteur', description: "Recruteur d'une société ou d'une filiale" },
  ecole: { name: 'École', description: 'Établissement de formation' },
  moderateur: { name: 'Modérateur', description: 'Équipe Cep : modération des offres (backoffice)' },
  editeur: { name: 'Éditeur', description: 'Équipe Cep : contenus éditoriaux (backoffice)' },
} as const;

export type RoleType = keyof typeof ROLES;

const SELF = ['plugin::users-permissions.user.me', 'plugin::users-permissions.auth.logout'];

/** A role's row id, the role made first if the database has none. */
async function ensureRole(strapi: Core.Strapi, type: RoleType): Promise<number> {
  const existing = await strapi.db.query(UIDS.role).findOne({ where: { type }, select: ['id'] });
  const id = Number(existing?.id ?? (await strapi.db.query(UIDS.role).create({ data: { type, ...ROLES[type] } })).id);
  await syncPermissions(strapi, id, [...SELF, ...contractGrants(type)]);
  return id;
}

/**
 * Cep's roles and what each may call, beyond the public routes (auth: false): users-permissions' own routes for the
 * session, and every route made from a contract whose access admits the role (`contractGrants`). Users-permissions
 * answers 403 to anything else; bootstrap makes the database match these exactly, so a grant made by hand in the
 * admin panel does not survive a restart.
 */
export async function ensureRoles(strapi: Core.Strapi): Promise<Record<RoleType, number>> {
  return {
    candidat: await ensureRole(strapi, 'candidat'),
    recruteur: await ensureRole(strapi, 'recruteur'),
    ecole: await ensureRole(strapi, 'ecole'),
    moderateur: await ensureRole(strapi, 'moderateur'),
    editeur: await ensureRole(strapi, 'editeur'),
  };
}

type PermissionRow = { id: number; action: string };

async function syncPermissions(strapi: Core.Strapi, roleId: number, wanted: string[]): Promise<void> {
  const current = (await strapi.db.query(UIDS.permission).findMany({ where: { role: roleId } })) as PermissionRow[];
  const have = new Set(current.map((p) => p.action));
  for (const action of wanted) {
    if (!have.has(action)) await strapi.db.query(UIDS.permission).create({ data: { action, role: roleId } });
  }
  const extra = current.filter((p) => !wanted.includes(p.action)).map((p) => p.id);
  if (extra.length) await strapi.db.query(UIDS.permission).deleteMany({ where: { id: { $in: extra } } });
}
