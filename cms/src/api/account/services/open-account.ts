import type { Core } from '@strapi/strapi';
import { registration, type NewAccount, type NewUser } from '../../inscription/services/registration';
import { ACCOUNT_UID, MEMBERSHIP_UID } from './current-membership';
import { COMPANY_UID, SCHOOL_UID } from './organisations';

type Organisation =
  | { type: 'entreprise'; company: { societeRaisonsocial: string; secteurActivite?: string } }
  | { type: 'ecole'; school: { ecoleNom: string } };

/**
 * Opens a company's or a school's account with its owner, in one transaction: a failed user creation leaves
 * no orphan account or organisation.
 */
export async function openAccount(strapi: Core.Strapi, organisation: Organisation, owner: NewUser): Promise<NewAccount> {
  return strapi.db.transaction(async () => {
    const school = organisation.type === 'ecole' ? await strapi.documents(SCHOOL_UID).create({ data: organisation.school }) : null;
    const account = await strapi.documents(ACCOUNT_UID).create({ data: { type: organisation.type, school: school?.id } });
    if (organisation.type === 'entreprise') {
      await strapi.documents(COMPANY_UID).create({ data: { ...organisation.company, account: account.id } });
    }
    const user = await registration(strapi).createUser(organisation.type === 'entreprise' ? 'recruteur' : 'ecole', owner);
    await strapi.documents(MEMBERSHIP_UID).create({ data: { account: account.id, user: user.id, role: 'proprietaire' } });
    return user;
  });
}
