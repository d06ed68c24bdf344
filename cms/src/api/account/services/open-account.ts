import type { Core } from '@strapi/strapi';
import { registration, type NewAccount, type NewUser } from '../../../users/registration';
import { UIDS } from '../../../uids';

type Organisation =
  | { type: 'entreprise'; company: { societeRaisonsocial: string; secteurActivite?: string } }
  | { type: 'ecole'; school: { ecoleNom: string } };

/**
 * Opens a company's or a school's account with its owner, in one transaction: a failed user creation leaves
 * no orphan account or organisation.
 */
export async function openAccount(strapi: Core.Strapi, organisation: Organisation, owner: NewUser): Promise<NewAccount> {
  return strapi.db.transaction(async () => {
    const school = organisation.type === 'ecole' ? await strapi.documents(UIDS.school).create({ data: organisation.school }) : null;
    const account = await strapi.documents(UIDS.account).create({ data: { type: organisation.type, school: school?.id } });
    if (organisation.type === 'entreprise') {
      await strapi.documents(UIDS.company).create({ data: { ...organisation.company, account: account.id } });
    }
    const user = await registration(strapi).createUser(organisation.type === 'entreprise' ? 'recruteur' : 'ecole', owner);
    await strapi.documents(UIDS.membership).create({ data: { account: account.id, user: user.id, role: 'proprietaire' } });
    return user;
  });
}
