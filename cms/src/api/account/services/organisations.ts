import type { Core } from '@strapi/strapi';
import { UIDS } from '../../../uids';

/** The companies and the school an account holds. */
export function organisations(strapi: Core.Strapi) {
  const companies = () => strapi.documents(UIDS.company);

  return {
    /** The company that opened the account: the one without a parent. */
    async mainCompany(accountId: number) {
      return companies().findFirst({ filters: { account: { id: accountId }, parent: { id: { $null: true } } } });
    },

    /** The account's company followed by its subsidiaries: the companies that may sign its offers. */
    async companies(accountId: number) {
      const rows = await companies().findMany({ filters: { account: { id: accountId } }, populate: { parent: { fields: ['id'] } } });
      return rows.sort((a, b) => Number(Boolean(a.parent)) - Number(Boolean(b.parent)) || Number(a.id) - Number(b.id));
    },

    async school(accountId: number) {
      const account = await strapi.documents(UIDS.account).findFirst({ filters: { id: accountId }, populate: { school: true } });
      return account?.school ?? null;
    },
  };
}
