import type { Core } from '@strapi/strapi';
import { ledger } from './ledger';
import type { Transaction } from '../../../utils/row-lock';
import { UIDS } from '../../../uids';

/** Written by database/migrations/2026.11.22T00.00.00.account-model.js before the schema sync. */
const SNAPSHOT = 'cep_account_model_snapshot';

type Flag = boolean | number | null;
interface Snapshot {
  owners: number[];
  userCompany: Array<{ user_id: number; company_id: number }>;
  userSchool: Array<{ user_id: number; school_id: number }>;
  selection: Array<{ user_id: number; offer_id: number }>;
  offerAccount: Array<{ offer_id: number; company_id: number }>;
  companies: Array<{
    id: number;
    credits_offre: number | null;
    credits_illimites: Flag;
    ville_facultative: Flag;
    remuneration_facultative: Flag;
  }>;
}

/**
 * Turns a database from before the account model into it, once: one account per company without a parent
 * (its subsidiaries join it) and per school, owners and members as they were, each company's credits as a
 * « reprise » entry of the ledger, each offer on its company's account, each candidate's shortlist on a
 * profile. Nothing a user sees changes.
 */
export async function applyAccountModelSnapshot(strapi: Core.Strapi): Promise<boolean> {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(SNAPSHOT))) return false;
  const stored = (await knex(SNAPSHOT).first('payload')) as { payload: string } | undefined;
  // The snapshot goes with the transaction that uses it: a crash half-way leaves both, never a second run.
  await strapi.db.transaction(async ({ trx }: Transaction) => {
    if (stored) await migrate(strapi, JSON.parse(stored.payload) as Snapshot);
    await trx.schema.dropTable(SNAPSHOT);
  });
  strapi.log.info('[account model] existing companies, schools, users and offers moved onto accounts');
  return true;
}

async function migrate(strapi: Core.Strapi, snapshot: Snapshot) {
  const companies = await strapi.documents(UIDS.company).findMany({ populate: { parent: { fields: ['id'] } } });
  const parentOf = new Map(companies.map((c) => [Number(c.id), c.parent ? Number(c.parent.id) : null]));
  const rootOf = (id: number): number => {
    const parent = parentOf.get(id);
    return parent ? rootOf(parent) : id;
  };

  const accountOfCompany = new Map<number, number>();
  for (const company of companies.filter((c) => !c.parent)) {
    const old = snapshot.companies.find((c) => c.id === Number(company.id));
    const account = await strapi.documents(UIDS.account).create({
      data: {
        type: 'entreprise',
        creditsIllimites: Boolean(old?.credits_illimites),
        villeFacultative: Boolean(old?.ville_facultative),
        remunerationFacultative: Boolean(old?.remuneration_facultative),
      },
    });
    accountOfCompany.set(Number(company.id), Number(account.id));
  }
  const accountOf = (companyId: number) => accountOfCompany.get(rootOf(companyId));
  for (const company of companies) {
    await strapi.documents(UIDS.company).update({ documentId: company.documentId, data: { account: accountOf(Number(company.id)) } });
  }

  const accountOfSchool = new Map<number, number>();
  for (const school of await strapi.documents(UIDS.school).findMany({})) {
    const account = await strapi.documents(UIDS.account).create({ data: { type: 'ecole', school: school.id } });
    accountOfSchool.set(Number(school.id), Number(account.id));
  }

  const role = (userId: number) => (snapshot.owners.includes(userId) ? 'proprietaire' : 'membre');
  const members = [
    ...snapshot.userCompany.map((link) => ({ user: link.user_id, account: accountOf(link.company_id) })),
    ...snapshot.userSchool.map((link) => ({ user: link.user_id, account: accountOfSchool.get(link.school_id) })),
  ];
  for (const member of members) {
    if (member.account) await strapi.documents(UIDS.membership).create({ data: { ...member, role: role(member.user) } });
  }

  const candidates = await strapi.db.query(UIDS.user).findMany({ where: { role: { type: 'candidat' } }, select: ['id'] });
  for (const candidate of candidates) {
    const selection = snapshot.selection.filter((link) => link.user_id === candidate.id).map((link) => link.offer_id);
    await strapi.documents(UIDS.candidate).create({ data: { user: candidate.id, selection } });
  }

  const offers = await strapi
    .documents(UIDS.offer)
    .findMany({ fields: ['etat', 'creditUtilise'], populate: { company: { fields: ['id'] } } });
  const pendingSpends = new Map<number, number[]>();
  for (const offer of offers) {
    const compte = snapshot.offerAccount.find((link) => link.offer_id === Number(offer.id))?.company_id ?? offer.company?.id;
    const account = compte === undefined ? undefined : accountOf(Number(compte));
    if (!account) continue;
    await strapi.documents(UIDS.offer).update({ documentId: offer.documentId, data: { account } });
    // A credit spent on an offer still awaiting its moderator is given back if it is refused: the ledger must know it.
    if (offer.etat === 'validation' && offer.creditUtilise)
      pendingSpends.set(account, [...(pendingSpends.get(account) ?? []), Number(offer.id)]);
  }

  for (const company of companies.filter((c) => !c.parent)) {
    const accountId = accountOfCompany.get(Number(company.id))!;
    const old = snapshot.companies.find((c) => c.id === Number(company.id));
    const pending = old?.credits_illimites ? [] : (pendingSpends.get(accountId) ?? []);
    const quantity = (old?.credits_offre ?? 0) + pending.length;
    if (quantity === 0) continue;
    const credits = ledger(strapi);
    await credits.grant({
      accountId,
      kind: 'offre',
      quantity,
      reason: 'reprise',
      comment: 'Solde repris lors du passage au registre de crédits',
    });
    for (const offerId of pending) await credits.spend({ accountId, kind: 'offre', quantity: 1, reason: 'publication', offerId });
  }
}
