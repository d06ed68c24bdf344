import type { backofficeRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';

/** GET /api/backoffice/me — only staff roles are granted it: anyone else gets 403 from users-permissions. */
export const sessionHandlers = (): Handlers<Pick<typeof backofficeRoutes, 'me'>> => ({
  async me({ caller }) {
    const role = caller.role === 'moderateur' || caller.role === 'editeur' ? caller.role : null;
    if (!role) throw new Error(`${caller.role} reached the backoffice's session route`);
    return { id: caller.id, email: caller.email, fullName: [caller.prenom, caller.nom].filter(Boolean).join(' ') || caller.email, role };
  },
});
