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
export const STAFF_ROLES: readonly RoleType[] = ['moderateur', 'editeur'];

const SELF = ['plugin::users-permissions.user.me', 'plugin::users-permissions.auth.logout'];
// Which staff role reads or writes which resource is the resource's own configuration (backoffice policy).
const BACKOFFICE = [
  'api::backoffice.session.me',
  'api::backoffice.invoice.download',
  ...['find', 'findOne', 'update', 'create', 'delete', 'upload'].map((h) => `api::backoffice.resource.${h}`),
];

/**
 * What each role may call, beyond the public routes (auth: false), for the routes not yet made from contracts; those
 * are granted from their contracts' access (`contractGrants`). Users-permissions answers 403 to anything else;
 * bootstrap makes the database match these exactly, so a grant made by hand in the admin panel does not survive a
 * restart.
 */
const GRANTS: Record<RoleType, string[]> = {
  candidat: [...SELF],
  recruteur: [...SELF],
  ecole: [...SELF],
  moderateur: [...SELF, ...BACKOFFICE],
  editeur: [...SELF, ...BACKOFFICE],
};

type RoleRow = { id: number; type: string };
type PermissionRow = { id: number; action: string };

export async function ensureRoles(strapi: Core.Strapi): Promise<Record<RoleType, number>> {
  const ids = {} as Record<RoleType, number>;
  for (const [type, { name, description }] of Object.entries(ROLES) as Array<[RoleType, (typeof ROLES)[RoleType]]>) {
    const existing = (await strapi.db.query(UIDS.role).findOne({ where: { type } })) as RoleRow | null;
    const role = existing ?? ((await strapi.db.query(UIDS.role).create({ data: { type, name, description } })) as RoleRow);
    ids[type] = role.id;
    await syncPermissions(strapi, role.id, [...GRANTS[type], ...contractGrants(type)]);
  }
  return ids;
}

async function syncPermissions(strapi: Core.Strapi, roleId: number, wanted: string[]): Promise<void> {
  const current = (await strapi.db.query(UIDS.permission).findMany({ where: { role: roleId } })) as PermissionRow[];
  const have = new Set(current.map((p) => p.action));
  for (const action of wanted) {
    if (!have.has(action)) await strapi.db.query(UIDS.permission).create({ data: { action, role: roleId } });
  }
  const extra = current.filter((p) => !wanted.includes(p.action)).map((p) => p.id);
  if (extra.length) await strapi.db.query(UIDS.permission).deleteMany({ where: { id: { $in: extra } } });
}
