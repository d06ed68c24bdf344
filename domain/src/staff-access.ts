/** The backoffice's two staff roles. */
export type StaffRole = 'moderateur' | 'editeur';

/** Cep's team: the roles the backoffice's routes admit, each then as far as `STAFF_ACCESS` says. */
export const STAFF_ROLES: readonly StaffRole[] = ['moderateur', 'editeur'];

const MODERATORS: readonly StaffRole[] = ['moderateur'];
const STAFF = STAFF_ROLES;
const NOBODY: readonly StaffRole[] = [];

/**
 * Who reads and who writes each backoffice resource, by the name react-admin uses in its URLs. The cms's staff
 * policy enforces it and the backoffice draws its menu and buttons from it, so staff are never offered what the cms
 * refuses (an editor was shown « Commandes », whose 403 logged them out).
 */
export const STAFF_ACCESS = {
  offers: { read: STAFF, write: MODERATORS },
  emails: { read: MODERATORS, write: MODERATORS },
  accounts: { read: MODERATORS, write: MODERATORS },
  'credit-entries': { read: MODERATORS, write: MODERATORS },
  orders: { read: MODERATORS, write: MODERATORS },
  'promo-codes': { read: MODERATORS, write: MODERATORS },
  'social-boosts': { read: STAFF, write: NOBODY },
  courses: { read: MODERATORS, write: MODERATORS },
  'course-contacts': { read: MODERATORS, write: NOBODY },
  'conversation-reports': { read: MODERATORS, write: MODERATORS },
  'contact-messages': { read: STAFF, write: NOBODY },
  campaigns: { read: STAFF, write: NOBODY },
  articles: { read: STAFF, write: STAFF },
  'article-reviews': { read: STAFF, write: STAFF },
  'blog-categories': { read: STAFF, write: STAFF },
  testimonials: { read: STAFF, write: STAFF },
} as const satisfies Record<string, { read: readonly StaffRole[]; write: readonly StaffRole[] }>;

export type StaffResource = keyof typeof STAFF_ACCESS;

/** Whether a role may read or write a resource; an unknown role or resource may do nothing. */
export function staffMay(role: string | undefined, resource: string | undefined, access: 'read' | 'write'): boolean {
  if (resource === undefined || !Object.prototype.hasOwnProperty.call(STAFF_ACCESS, resource)) return false;
  return STAFF_ACCESS[resource as StaffResource][access].some((allowed) => allowed === role);
}
