import type { Core } from '@strapi/strapi';
import { ledger } from '../../src/api/account/services/ledger';
import { createUserWithRole } from './users';

export interface TestAccount {
  id: number;
  documentId: string;
  /** The company that opened a company account, or the school of a school account. */
  organisation: { id: number; documentId: string };
}

interface CompanyOptions {
  /** Offer-publication credits, granted through the ledger like a pack would. */
  credits?: number;
  unlimited?: boolean;
  company?: Record<string, unknown>;
}

/** A company account with its main company, made the way sign-up makes it, minus the e-mails. */
export async function companyAccount(strapi: Core.Strapi, name: string, options: CompanyOptions = {}): Promise<TestAccount> {
  const account = await strapi
    .documents('api::account.account')
    .create({ data: { type: 'entreprise', creditsIllimites: options.unlimited } });
  const company = await strapi
    .documents('api::company.company')
    .create({ data: { societeRaisonsocial: name, societePays: 'FR', ...options.company, account: account.id } });
  if (options.credits) {
    await ledger(strapi).grant({
      accountId: Number(account.id),
      kind: 'offre',
      quantity: options.credits,
      reason: 'cadeau',
      comment: 'test',
    });
  }
  return {
    id: Number(account.id),
    documentId: account.documentId,
    organisation: { id: Number(company.id), documentId: company.documentId },
  };
}

/** A school account, subscribed unless told otherwise (its page and courses are then read-only). */
export async function schoolAccount(strapi: Core.Strapi, name: string, { subscribed = true } = {}): Promise<TestAccount> {
  const school = await strapi.documents('api::school.school').create({ data: { ecoleNom: name } });
  const account = await strapi
    .documents('api::account.account')
    .create({ data: { type: 'ecole', school: school.id, abonnementFin: subscribed ? '2099-12-31' : null } });
  return { id: Number(account.id), documentId: account.documentId, organisation: { id: Number(school.id), documentId: school.documentId } };
}

/** A subsidiary of a company account. */
export async function subsidiaryOf(strapi: Core.Strapi, account: TestAccount, name: string) {
  return strapi
    .documents('api::company.company')
    .create({ data: { societeRaisonsocial: name, account: account.id, parent: account.organisation.documentId } });
}

/** A user of the account (its owner, or a member), logged in through the real route. */
export async function memberOf(
  strapi: Core.Strapi,
  account: TestAccount,
  email: string,
  { owner = false, ...extra }: { owner?: boolean } & Record<string, unknown> = {},
) {
  const type = (await strapi.documents('api::account.account').findOne({ documentId: account.documentId, fields: ['type'] }))?.type;
  const user = await createUserWithRole(strapi, type === 'ecole' ? 'ecole' : 'recruteur', email, extra);
  await strapi
    .documents('api::account.membership')
    .create({ data: { account: account.id, user: user.id, role: owner ? 'proprietaire' : 'membre' } });
  return user;
}
