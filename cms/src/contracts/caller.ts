import type { Context } from 'koa';
import { languageOrFrench, type SiteLanguage } from '@cep/domain';
import type { Role } from '@cep/domain/contracts';
import { fieldOf } from '../utils/field-of';

/** The signed-in user a route runs for, as users-permissions authenticated them (with their role). */
export interface Caller {
  id: number;
  /** The id the site shows in an address (not a count of users: issue #38 item 10). */
  documentId: string;
  email: string;
  role: Role;
  confirmed: boolean;
  /** The user's names, as their account holds them (empty when not given). */
  prenom: string;
  nom: string;
  /** The language of their e-mails, SMS and notifications (issue #41 item 2). */
  langue: SiteLanguage;
}

const ROLES: readonly Role[] = ['candidat', 'recruteur', 'ecole', 'moderateur', 'editeur'];

/**
 * The caller of a route that requires a signed-in user. Users-permissions set `ctx.state.user` before any handler
 * runs; a route reaching here without one is a programming error, not a 401.
 */
export function callerOf(ctx: Context): Caller {
  const user: unknown = ctx.state.user;
  const id = fieldOf(user, 'id');
  const role = ROLES.find((known) => known === fieldOf(fieldOf(user, 'role'), 'type'));
  if (typeof id !== 'number' || !role) throw new Error(`route ${ctx.method} ${ctx.path} has no authenticated user`);
  const text = (field: string) => {
    const value = fieldOf(user, field);
    return typeof value === 'string' ? value : '';
  };
  return {
    id,
    documentId: text('documentId'),
    email: text('email'),
    role,
    confirmed: fieldOf(user, 'confirmed') === true,
    prenom: text('prenom'),
    nom: text('nom'),
    langue: languageOrFrench(fieldOf(user, 'langue')),
  };
}
