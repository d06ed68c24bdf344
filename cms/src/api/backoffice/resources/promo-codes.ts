import { messages, parseForm, promoCodeSchema } from '@cep/domain';
import { documentData } from '../../../utils/document-data';
import { documentSource, textSearch } from '../services/document-source';
import { invalid, type BackofficeResource } from '../services/resource';
import { UIDS } from '../../../uids';

const source = documentSource({
  uid: UIDS.promoCode,
  fields: [
    'code',
    'libelle',
    'pourcentage',
    'debut',
    'fin',
    'utilisationsMax',
    'utilisations',
    'unParCompte',
    'cibles',
    'actif',
    'createdAt',
  ],
  filters: (filter) => {
    const where: Record<string, unknown>[] = [];
    if (typeof filter.actif === 'boolean') where.push({ actif: filter.actif });
    where.push(...textSearch(filter.q, [(v) => ({ code: { $containsi: v } }), (v) => ({ libelle: { $containsi: v } })]));
    return where;
  },
  toRecord: (row) => ({
    id: row.documentId,
    code: row.code,
    libelle: row.libelle,
    pourcentage: row.pourcentage,
    debut: row.debut,
    fin: row.fin,
    utilisationsMax: row.utilisationsMax ?? null,
    utilisations: row.utilisations ?? 0,
    unParCompte: Boolean(row.unParCompte),
    cibles: Array.isArray(row.cibles) ? row.cibles : [],
    actif: Boolean(row.actif),
    createdAt: row.createdAt,
  }),
});

/** « Codes promo »: staff define them; their use count moves only with paid orders, never by hand. */
export const promoCodes: BackofficeResource = {
  sortable: ['createdAt', 'code', 'fin', 'utilisations'],
  defaultSort: 'createdAt',
  ...source,

  async create(strapi, body) {
    const parsed = parseForm(promoCodeSchema, body);
    if (!parsed.ok) return invalid(parsed.errors);
    if (await strapi.db.query(UIDS.promoCode).findOne({ where: { code: parsed.data.code }, select: ['id'] })) {
      return invalid({ code: messages.codePromoExistant });
    }
    const { debut, fin, ...rest } = parsed.data;
    const created = await strapi.documents(UIDS.promoCode).create({
      data: documentData(UIDS.promoCode, { ...rest, debut: debut.toISOString(), fin: fin.toISOString(), utilisations: 0 }),
    });
    return { ok: true, record: (await source.get(strapi, created.documentId)) ?? {} };
  },

  async update(strapi, id, body) {
    const existing = await strapi.documents(UIDS.promoCode).findOne({ documentId: id, fields: ['code'] });
    if (!existing) return { ok: false, status: 404, body: { message: messages.donneesNonValides } };
    const parsed = parseForm(promoCodeSchema, body);
    if (!parsed.ok) return invalid(parsed.errors);
    // The code itself is what buyers typed and invoices quote: it never changes once made.
    if (parsed.data.code !== existing.code) return invalid({ code: messages.codePromoFige });
    const { debut, fin, ...rest } = parsed.data;
    await strapi.documents(UIDS.promoCode).update({
      documentId: id,
      data: documentData(UIDS.promoCode, { ...rest, debut: debut.toISOString(), fin: fin.toISOString() }),
    });
    return { ok: true, record: (await source.get(strapi, id)) ?? {} };
  },
};
