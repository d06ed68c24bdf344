import type { Core } from '@strapi/strapi';
import { contractGrants } from '../contracts/grants';

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';

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

const SELF = [
  'plugin::users-permissions.user.me',
  'plugin::users-permissions.auth.logout',
  'api::account.account.moi',
  'api::account.account.find',
  'api::account.account.utilisateur',
  'api::account.account.connexion',
  'api::account.account.renvoiConfirmation',
];
// Within these, the account-member policy decides what the owner and the members of an account may do.
const RECRUITER_ACCOUNT = [
  'api::account.account.entreprise',
  'api::account.account.facturation',
  ...['find', 'create', 'update', 'delete', 'contact'].map((handler) => `api::account.team.${handler}`),
  ...['find', 'create', 'delete'].map((handler) => `api::account.subsidiary.${handler}`),
];
const RECRUITER_OFFERS = [
  'list',
  'create',
  'findOne',
  'update',
  'cover',
  'companyStep',
  'saveCompanyStep',
  'checkout',
  'publish',
  'changeStatus',
  'delete',
].map((handler) => `api::offer.recruiter-offer.${handler}`);
const RECRUITER_BOOSTS = [
  'api::offer.booster.use',
  'api::offer.booster.card',
  'api::offer.social-boost.form',
  'api::offer.social-boost.book',
];
// Which staff role reads or writes which resource is the resource's own configuration (backoffice policy).
const BACKOFFICE = [
  'api::backoffice.session.me',
  'api::backoffice.invoice.download',
  ...['find', 'findOne', 'update', 'create', 'delete', 'upload'].map((h) => `api::backoffice.resource.${h}`),
];

/** A company's or a school's own page and events (the routes' policy checks the account's type). */
const PAGE_EDITING = [
  ...['form', 'save', 'online', 'image', 'deletePhoto'].map((handler) => `api::page.page.${handler}`),
  ...['save', 'delete'].map((handler) => `api::page.event.${handler}`),
];

/**
 * What each role may call, beyond the public routes (auth: false), for the routes not yet made from contracts; those
 * are granted from their contracts' access (`contractGrants`). Users-permissions answers 403 to anything else;
 * bootstrap makes the database match these exactly, so a grant made by hand in the admin panel does not survive a
 * restart.
 */
const GRANTS: Record<RoleType, string[]> = {
  candidat: [
    ...SELF,
    'api::offer.offer.selection',
    ...['find', 'update', 'loadForm', 'saveEntry', 'deleteEntry', 'addLanguage', 'deleteLanguage', 'visibility', 'profileTest'].map(
      (handler) => `api::candidate.cv.${handler}`,
    ),
    ...['upload', 'download', 'remove'].map((handler) => `api::candidate.cv-file.${handler}`),
    'api::candidate.personal-data.export',
    'api::candidate.personal-data.remove',
  ],
  recruteur: [...SELF, ...RECRUITER_ACCOUNT, ...RECRUITER_OFFERS, ...RECRUITER_BOOSTS, ...PAGE_EDITING],
  ecole: [
    ...SELF,
    'api::account.account.etablissement',
    'api::account.account.facturation',
    ...PAGE_EDITING,
    'api::page.page.brochure',
    'api::page.page.deleteBrochure',
  ],
  moderateur: [...SELF, ...BACKOFFICE],
  editeur: [...SELF, ...BACKOFFICE],
};

type RoleRow = { id: number; type: string };
type PermissionRow = { id: number; action: string };

export async function ensureRoles(strapi: Core.Strapi): Promise<Record<RoleType, number>> {
  const ids = {} as Record<RoleType, number>;
  for (const [type, { name, description }] of Object.entries(ROLES) as Array<[RoleType, (typeof ROLES)[RoleType]]>) {
    const existing = (await strapi.db.query(ROLE_UID).findOne({ where: { type } })) as RoleRow | null;
    const role = existing ?? ((await strapi.db.query(ROLE_UID).create({ data: { type, name, description } })) as RoleRow);
    ids[type] = role.id;
    await syncPermissions(strapi, role.id, [...GRANTS[type], ...contractGrants(type)]);
  }
  return ids;
}

async function syncPermissions(strapi: Core.Strapi, roleId: number, wanted: string[]): Promise<void> {
  const current = (await strapi.db.query(PERMISSION_UID).findMany({ where: { role: roleId } })) as PermissionRow[];
  const have = new Set(current.map((p) => p.action));
  for (const action of wanted) {
    if (!have.has(action)) await strapi.db.query(PERMISSION_UID).create({ data: { action, role: roleId } });
  }
  const extra = current.filter((p) => !wanted.includes(p.action)).map((p) => p.id);
  if (extra.length) await strapi.db.query(PERMISSION_UID).deleteMany({ where: { id: { $in: extra } } });
}
