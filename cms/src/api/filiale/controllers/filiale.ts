import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { createSubsidiarySchema, messages, parseForm, vatRate } from '@cep/domain';
import { postalCodesOfCity } from '../../../places/communes';
import { refuse } from '../../../utils/respond';
import { loadScope, type AccountScope } from '../../compte/services/scope';

const COMPANY_UID = 'api::company.company';
const subsidiarySchema = createSubsidiarySchema(postalCodesOfCity);

type CompanyRow = {
  id: number;
  documentId: string;
  societeRaisonsocial: string;
  societeAdresse: string | null;
  societeAdressecomplementaire: string | null;
  societeCp: string | null;
  societeVille: string | null;
  societeVilleInternational: string | null;
  societePays: string | null;
  societeTel: string | null;
  secteurActivite: string | null;
  registreMarque: string | null;
  diffusionMarque: boolean | null;
  factureDifferente?: boolean | null;
  societeFacturePays?: string | null;
};

/** A subsidiary in the field names of spec 02 §7's add call. */
function toSubsidiary(row: CompanyRow) {
  return {
    id: row.documentId,
    raisonSociale: row.societeRaisonsocial,
    adresse: row.societeAdresse ?? '',
    adresseComplementaire: row.societeAdressecomplementaire ?? '',
    codePostal: row.societeCp ?? '',
    ville: row.societeVille ?? '',
    villeInternational: row.societeVilleInternational ?? '',
    pays: row.societePays ?? 'FR',
    telephone: row.societeTel ?? '',
    secteurActivite: row.secteurActivite ?? '',
    registreMarque: row.registreMarque ?? '',
    diffusionMarque: Boolean(row.diffusionMarque),
  };
}

/** Subsidiaries of the caller's company (spec 02 §3, §5, §7): listed for its recruiters, added and removed by the owner. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const scopeOf = async (ctx: Context): Promise<AccountScope> =>
    (ctx.state.scope as AccountScope | undefined) ?? loadScope(strapi, (ctx.state.user as { id: number }).id);

  return {
    async find(ctx: Context) {
      const scope = await scopeOf(ctx);
      if (scope.companyId === null) return ctx.forbidden();
      const rows = (await strapi.db
        .query(COMPANY_UID)
        .findMany({ where: { parent: scope.companyId }, orderBy: { societeRaisonsocial: 'asc' } })) as CompanyRow[];
      ctx.body = { code: 200, filiales: rows.map(toSubsidiary) };
    },

    /** POST /api/recrutement/add/societefiliale: `isErrorCodepostal` and `msgErrorCodePostal` when the postal code does not match the city. */
    async create(ctx: Context) {
      const parsed = parseForm(subsidiarySchema, ctx.request.body);
      if (!parsed.ok) {
        const mismatch = parsed.errors.codePostal === messages.filialeCodePostalVille;
        return refuse(ctx, parsed.errors, {
          isErrorCodepostal: Boolean(parsed.errors.codePostal),
          msgErrorCodePostal: mismatch ? messages.filialeCodePostalVille : (parsed.errors.codePostal ?? ''),
        });
      }
      const scope = await scopeOf(ctx);
      const parent = await strapi.db.query(COMPANY_UID).findOne({ where: { id: scope.companyId }, select: ['documentId'] });
      const v = parsed.data;
      const created = (await strapi.documents(COMPANY_UID).create({
        data: {
          societeRaisonsocial: v.raisonSociale,
          societeAdresse: v.adresse,
          societeAdressecomplementaire: v.adresseComplementaire,
          societeCp: v.codePostal,
          societeVille: v.pays === 'FR' ? v.ville : undefined,
          societeVilleInternational: v.pays === 'FR' ? undefined : v.villeInternational,
          societePays: v.pays,
          societeTel: v.telephone,
          secteurActivite: v.secteurActivite,
          registreMarque: v.registreMarque,
          diffusionMarque: v.diffusionMarque,
          parent: parent?.documentId,
        },
      })) as unknown as CompanyRow;
      ctx.body = { code: 200, ...toSubsidiary(created) };
    },

    /** DELETE /api/recrutement/delete/societefiliale/:id — only a subsidiary of the caller's company, and only without offers. */
    async delete(ctx: Context) {
      const scope = await scopeOf(ctx);
      const row = await strapi.db
        .query(COMPANY_UID)
        .findOne({ where: { documentId: String(ctx.params.id), parent: scope.companyId }, populate: { offers: { select: ['id'] } } });
      if (!row) return ctx.notFound();
      if ((row.offers as unknown[]).length > 0) {
        ctx.status = 409;
        ctx.body = { code: 409, message: messages.filialeOffres };
        return;
      }
      await strapi.documents(COMPANY_UID).delete({ documentId: row.documentId });
      ctx.body = { code: 200 };
    },

    /** GET /api/recrutement/societe/tva — the VAT rate of the company's invoices (20 in France, 0 elsewhere). */
    async tva(ctx: Context) {
      const scope = await scopeOf(ctx);
      if (scope.companyId === null) return ctx.forbidden();
      const company = (await strapi.db.query(COMPANY_UID).findOne({ where: { id: scope.companyId } })) as CompanyRow;
      const country = (company.factureDifferente ? company.societeFacturePays : company.societePays) ?? 'FR';
      ctx.body = { code: 200, tva: vatRate(country) };
    },
  };
};
