import type { Core } from '@strapi/strapi';
import { campaignLabel, campaignOf, CREDIT_KINDS, messages, offerExemptionsSchema, parseForm, subscriptionSchema } from '@cep/domain';
import { documentData } from '../../../utils/document-data';
import { BALANCE_ATTRIBUTE } from '../../account';
import { documentSource, textSearch } from '../services/document-source';
import type { BackofficeResource } from '../services/resource';
import { UIDS } from '../../../uids';

const source = documentSource({
  uid: UIDS.account,
  fields: [
    'type',
    'creditsIllimites',
    'abonnementFin',
    'villeFacultative',
    'remunerationFacultative',
    'exemptionMotif',
    'exemptionPar',
    'exemptionLe',
    'createdAt',
    ...Object.values(BALANCE_ATTRIBUTE),
  ],
  populate: {
    companies: { fields: ['societeRaisonsocial'], filters: { parent: { id: { $null: true } } } },
    school: { fields: ['ecoleNom'] },
  },
  filters: (filter) => {
    const where = textSearch(filter.q, [
      (q) => ({ companies: { societeRaisonsocial: { $containsi: q } } }),
      (q) => ({ school: { ecoleNom: { $containsi: q } } }),
    ]);
    if (filter.type === 'entreprise' || filter.type === 'ecole') where.push({ type: filter.type });
    return where;
  },
  toRecord: (row) => ({
    id: row.documentId,
    type: row.type,
    nom: row.school?.ecoleNom ?? row.companies?.[0]?.societeRaisonsocial ?? '',
    creditsIllimites: Boolean(row.creditsIllimites),
    abonnementFin: row.abonnementFin ?? null,
    villeFacultative: Boolean(row.villeFacultative),
    remunerationFacultative: Boolean(row.remunerationFacultative),
    exemptionMotif: row.exemptionMotif ?? null,
    exemptionPar: row.exemptionPar ?? null,
    exemptionLe: row.exemptionLe ?? null,
    soldes: Object.fromEntries(CREDIT_KINDS.map((kind) => [kind, Number(row[BALANCE_ATTRIBUTE[kind]] ?? 0)])),
    createdAt: row.createdAt,
  }),
});

type AccountRecord = ReturnType<typeof source.list> extends Promise<{ records: Array<infer R> }> ? R : never;

/**
 * Each account with the campaign of the visit that opened it (its owner's sign-up, first touch; issue #16
 * item 7), read through the query engine: the user's campaign is private to the API.
 */
async function withCampaigns(strapi: Core.Strapi, records: AccountRecord[]) {
  const owners = (await strapi.db.query(UIDS.membership).findMany({
    where: { role: 'proprietaire', account: { documentId: { $in: records.map((r) => r.id) } } },
    populate: { account: { select: ['documentId'] }, user: { select: ['campagne'] } },
  })) as Array<{ account?: { documentId: string } | null; user?: { campagne?: unknown } | null }>;
  const label = new Map(owners.map((o) => [o.account?.documentId, campaignLabel(campaignOf(o.user?.campagne)?.premiere)]));
  return records.map((record) => ({ ...record, campagne: label.get(record.id) ?? '' }));
}

/**
 * Company and school accounts with their credit balances, for the staff who grant credits; a school's
 * subscription end date is set here until the basket sells subscriptions (issue #14 item 6), a company's
 * exemptions from the offer's city and pay too.
 */
export const accounts: BackofficeResource = {
  sortable: ['createdAt', 'type'],
  defaultSort: 'createdAt',
  async list(strapi, query) {
    const page = await source.list(strapi, query);
    return { ...page, records: await withCampaigns(strapi, page.records) };
  },
  async get(strapi, id) {
    const record = await source.get(strapi, id);
    return record ? ((await withCampaigns(strapi, [record]))[0] ?? null) : null;
  },

  /**
   * A school's subscription end; a company's exemptions from the offer's city and pay (spec 01 §5), with the
   * reason, and who set them and when. Each kind of account has only its own.
   */
  async update(strapi, id, body, staff) {
    const account = await strapi.documents(UIDS.account).findOne({ documentId: id, fields: ['type'] });
    if (!account) return { ok: false, status: 404, body: { message: messages.donneesNonValides } };
    if (account.type === 'entreprise') {
      const exemptions = parseForm(offerExemptionsSchema, body);
      if (!exemptions.ok) return { ok: false, status: 400, body: { message: messages.donneesNonValides, errors: exemptions.errors } };
      const exempt = exemptions.data.villeFacultative || exemptions.data.remunerationFacultative;
      await strapi.documents(UIDS.account).update({
        documentId: id,
        data: documentData(UIDS.account, {
          villeFacultative: exemptions.data.villeFacultative,
          remunerationFacultative: exemptions.data.remunerationFacultative,
          exemptionMotif: exempt ? exemptions.data.exemptionMotif : null,
          exemptionPar: staff.name,
          exemptionLe: new Date().toISOString(),
        }),
      });
      return { ok: true, record: (await source.get(strapi, id)) ?? {} };
    }
    const parsed = parseForm(subscriptionSchema, body);
    if (!parsed.ok) return { ok: false, status: 400, body: { message: messages.donneesNonValides, errors: parsed.errors } };
    await strapi
      .documents(UIDS.account)
      .update({ documentId: id, data: documentData(UIDS.account, { abonnementFin: parsed.data.abonnementFin }) });
    return { ok: true, record: (await source.get(strapi, id)) ?? {} };
  },
};
