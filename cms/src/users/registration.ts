import { createHash, randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { messages, type Campaign, type FieldErrors, type SiteLanguage } from '@cep/domain';
import { textsIn } from '../email/candidate';
import { siteUrl } from '../email/site-url';
import { queueEmail } from '../api/email';
import { UIDS } from '../uids';
import { addUser } from './add-user';

const EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * 60 * 1000;
const CONFIRMATION_RESEND_MS = 10 * 60 * 1000;

export type UserRole = 'candidat' | 'recruteur' | 'ecole';

export interface NewUser {
  email: string;
  prenom: string;
  nom: string;
  telephone?: string;
  fonction?: string;
  password: string;
  /** The visit's campaigns (issue #16 item 7), when the sign-up form carried them. */
  campagne?: Campaign | null;
  /** The page the sign-up served (a path of the site), kept in the confirmation link (issue #38 item 1). */
  retour?: string | null;
  /** The site's language at sign-up (issue #41 item 2): kept for a candidate only, whose e-mails follow it. */
  langue?: SiteLanguage;
}

export interface NewAccount {
  id: number;
  /** What the site is told: not a count of the users (issue #38 item 10). */
  documentId: string;
}

/** The link of a confirmation e-mail, carrying the page the sign-up served. */
const confirmationLink = (token: string, retour?: string | null) =>
  siteUrl(`/confirmation-email?token=${token}${retour ? `&retour=${encodeURIComponent(retour)}` : ''}`);

/** A random token for a link, and the hash the database keeps instead of it. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function roleId(strapi: Core.Strapi, type: string): Promise<number> {
  const role = await strapi.db.query(UIDS.role).findOne({ where: { type }, select: ['id'] });
  if (!role) throw new Error(`role ${type} is missing`);
  return role.id;
}

/** Users and their e-mail confirmation; accounts (companies, schools) are opened by the account feature. */
export function registration(strapi: Core.Strapi) {
  return {
    async emailTaken(email: string): Promise<FieldErrors | null> {
      const existing = await strapi.db.query(UIDS.user).findOne({ where: { email }, select: ['id'] });
      return existing ? { email: messages.compteExiste } : null;
    },

    /**
     * Creates the user with the role of the endpoint (a candidate gets their profile) and queues the confirmation
     * link in the same transaction (the caller's, when it opens an account): a sign-up rolled back sends nothing,
     * a committed one always gets its link, and the mail server is never waited for. Recruiters' and schools'
     * e-mails stay French, whatever language the site was in.
     */
    async createUser(role: UserRole, { retour, langue: chosen, ...user }: NewUser): Promise<NewAccount> {
      const confirmation = newToken();
      const langue = role === 'candidat' ? (chosen ?? 'fr') : 'fr';
      return strapi.db.transaction(async () => {
        const created = await addUser(strapi, {
          ...user,
          langue,
          username: user.email,
          provider: 'local',
          confirmed: false,
          blocked: false,
          confirmationToken: confirmation.hash,
          confirmationEnvoyeeLe: new Date(),
          role: await roleId(strapi, role),
        });
        if (role === 'candidat') await strapi.documents(UIDS.candidate).create({ data: { user: created.id } });
        await queueEmail(
          strapi,
          user.email,
          textsIn(langue).emails.confirmation(user.prenom, confirmationLink(confirmation.token, retour)),
        );
        return { id: created.id, documentId: created.documentId };
      });
    },

    /**
     * Follows a confirmation link, once: the sign-up's (the address is confirmed) or a change of address's (the
     * new address replaces the login one, still unused by anyone, and the old one is told).
     */
    async confirmEmail(token: string): Promise<boolean> {
      const hash = hashToken(token);
      const users = strapi.plugin('users-permissions').service('user');
      const account = await strapi.db.query(UIDS.user).findOne({ where: { confirmationToken: hash }, select: ['id'] });
      if (account) {
        await users.edit(account.id, { confirmed: true, confirmationToken: null });
        return true;
      }
      const change = await strapi.db.query(UIDS.user).findOne({
        where: { emailEnAttenteToken: hash, emailEnAttenteExpire: { $gt: new Date() } },
        select: ['id', 'email', 'prenom', 'emailEnAttente', 'langue'],
      });
      if (!change?.emailEnAttente) return false;
      const cleared = { emailEnAttente: null, emailEnAttenteToken: null, emailEnAttenteExpire: null };
      if (await strapi.db.query(UIDS.user).findOne({ where: { email: change.emailEnAttente }, select: ['id'] })) {
        await users.edit(change.id, cleared);
        return false;
      }
      await strapi.db.transaction(async () => {
        await users.edit(change.id, { ...cleared, email: change.emailEnAttente, username: change.emailEnAttente, confirmed: true });
        await queueEmail(
          strapi,
          change.email,
          textsIn(change.langue).emails.emailChanged(change.prenom ?? '', change.emailEnAttente ?? ''),
        );
      });
      return true;
    },

    /** A new confirmation link for an unconfirmed user, at most every ten minutes (the address may not be theirs). */
    async resendConfirmation(userId: number): Promise<'sent' | 'confirmed' | 'too-soon'> {
      const user = await strapi.db.query(UIDS.user).findOne({
        where: { id: userId },
        select: ['email', 'prenom', 'confirmed', 'confirmationEnvoyeeLe', 'langue'],
      });
      if (!user || user.confirmed) return 'confirmed';
      const last = user.confirmationEnvoyeeLe ? Date.parse(String(user.confirmationEnvoyeeLe)) : 0;
      if (Date.now() - last < CONFIRMATION_RESEND_MS) return 'too-soon';
      const confirmation = newToken();
      await strapi.db.transaction(async () => {
        await strapi
          .plugin('users-permissions')
          .service('user')
          .edit(userId, { confirmationToken: confirmation.hash, confirmationEnvoyeeLe: new Date() });
        await queueEmail(
          strapi,
          user.email,
          textsIn(user.langue).emails.confirmation(user.prenom ?? '', confirmationLink(confirmation.token)),
        );
      });
      return 'sent';
    },

    /** A new login address is confirmed by a link sent to it (in the user's language) before it replaces the current one. */
    async requestEmailChange(userId: number, email: string, prenom: string, langue: SiteLanguage): Promise<void> {
      const link = newToken();
      await strapi.db.transaction(async () => {
        await strapi
          .plugin('users-permissions')
          .service('user')
          .edit(userId, {
            emailEnAttente: email,
            emailEnAttenteToken: link.hash,
            emailEnAttenteExpire: new Date(Date.now() + EMAIL_CHANGE_LIFETIME_MS),
          });
        await queueEmail(strapi, email, textsIn(langue).emails.emailChange(prenom, siteUrl(`/confirmation-email?token=${link.token}`)));
      });
    },
  };
}
