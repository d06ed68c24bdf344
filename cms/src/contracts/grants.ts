import { STAFF_ROLES } from '@cep/domain';
import type { Access, Role } from '@cep/domain/contracts';
import { contractActions } from './features';

/** The roles an access lets through users-permissions (the account-member policy then checks the account). */
function rolesOf(access: Access): readonly Role[] {
  if ('public' in access) return [];
  if ('roles' in access) return access.roles;
  if ('staff' in access) return STAFF_ROLES;
  if (access.member.type === 'entreprise') return ['recruteur'];
  if (access.member.type === 'ecole') return ['ecole'];
  return ['recruteur', 'ecole'];
}

/** The permission actions each role is granted by the contracts. */
export function contractGrants(role: Role): string[] {
  return contractActions()
    .filter(({ contract }) => rolesOf(contract.access).includes(role))
    .map(({ action }) => action);
}
