import { readFile } from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { createOfferStep1Schema, isInternshipContract, messages, offerDraftSchema, offerStep2Schema, parseForm } from '@cep/domain';
import { refuse } from '../../../utils/respond';
import { loadScope, type AccountScope } from '../../compte/services/scope';
import { offerData, step1Attributes, step1Values, step2Attributes, type OfferRow } from '../../../offers/attributes';
import { checkoutOf, publishOffer, type PublishResult } from '../../../offers/checkout';
import { storeCoverImage } from '../../../offers/cover-image';
import { applyOfferAction, OFFER_UID } from '../../../offers/lifecycle';
import { listRecruiterOffers } from '../../../offers/recruiter-list';
import { accountCompanies, findOwnedOffer } from '../../../offers/ownership';

/** States in which the recruiter may still edit the offer's form (docs/decisions.md). */
const EDITABLE = ['brouillon', 'refusee'];
const STATUS_ACTIONS = ['suspendre', 'reactiver', 'publier'] as const;

type UploadedFile = { filepath: string };

/** The step-1 route of an offer: `/stage` for work-study and internship (spec 02 §2). */
const stepOnePath = (offer: Pick<OfferRow, 'documentId' | 'offreContrat'>) =>
  `/recrutement/offre/description-offre/${offer.documentId}${isInternshipContract(offer.offreContrat ?? undefined) ? '/stage' : ''}`;

const publishRefusal: Record<Exclude<PublishResult, { ok: true }>['reason'], { status: number; message: string }> = {
  incomplete: { status: 400, message: messages.donneesNonValides },
  payment: { status: 402, message: messages.sansCredit },
  state: { status: 409, message: messages.actionImpossible },
};

/** The recruiter's offers (spec 01 §2 creation steps, spec 02 §2, §4, §7), always within the caller's company account. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const scopeOf = (ctx: Context): Promise<AccountScope> => loadScope(strapi, (ctx.state.user as { id: number }).id);

  /** Loads the caller's offer or answers 404; `null` tells the handler to stop. */
  async function owned(ctx: Context): Promise<{ scope: AccountScope; offer: OfferRow } | null> {
    const scope = await scopeOf(ctx);
    const offer = await findOwnedOffer(strapi, scope, String(ctx.params.id));
    if (!offer) {
      ctx.status = 404;
      ctx.body = { code: 404, message: messages.offreIntrouvable };
      return null;
    }
    return { scope, offer };
  }

  async function stepOneSchema(scope: AccountScope, draft: boolean) {
    if (draft) return offerDraftSchema;
    const account = (await accountCompanies(strapi, scope))[0];
    return createOfferStep1Schema({
      villeFacultative: Boolean(account?.villeFacultative),
      remunerationFacultative: Boolean(account?.remunerationFacultative),
    });
  }

  const isDraft = (body: Record<string, unknown>) => body.brouillon === true || body.brouillon === '1' || body.brouillon === 'true';

  return {
    /** GET /recrutement/offres?etat=&contrat=&q= — the management page's cards and counts. */
    async list(ctx: Context) {
      const scope = await scopeOf(ctx);
      if (scope.companyId === null) return ctx.forbidden();
      ctx.body = { code: 200, ...(await listRecruiterOffers(strapi, scope.companyId, ctx.query)) };
    },

    /** POST /recrutement/offre/description-offre — step 1 of a new offer; a draft needs only its title. */
    async create(ctx: Context) {
      const scope = await scopeOf(ctx);
      if (scope.companyId === null) return ctx.forbidden();
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const draft = isDraft(body);
      const parsed = parseForm(await stepOneSchema(scope, draft), body);
      if (!parsed.ok) return refuse(ctx, parsed.errors);
      const offer = (await strapi.documents(OFFER_UID).create({
        data: offerData({
          ...step1Attributes(parsed.data),
          etat: 'brouillon',
          etape: draft ? 1 : 2,
          compte: scope.companyId,
          company: scope.companyId,
          recruteur: scope.userId,
        }),
      })) as unknown as OfferRow;
      ctx.body = { code: 200, id: offer.documentId, brouillon: draft };
    },

    /** GET /recrutement/offre/description-offre/:id — step 1 values for the form. */
    async findOne(ctx: Context) {
      const found = await owned(ctx);
      if (!found) return;
      const { offer } = found;
      ctx.body = {
        code: 200,
        offre: {
          id: offer.documentId,
          etat: offer.etat,
          motifRefus: offer.motifRefus,
          modifiable: EDITABLE.includes(offer.etat),
          ...step1Values(offer),
        },
        route: stepOnePath(offer),
      };
    },

    /** PUT /recrutement/offre/description-offre/:id — a refused offer edited goes back to draft (state machine). */
    async update(ctx: Context) {
      const found = await owned(ctx);
      if (!found) return;
      const { scope, offer } = found;
      if (!EDITABLE.includes(offer.etat)) return refuseAction(ctx);
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const draft = isDraft(body);
      const parsed = parseForm(await stepOneSchema(scope, draft), body);
      if (!parsed.ok) return refuse(ctx, parsed.errors);
      if (offer.etat === 'refusee') await applyOfferAction(strapi, offer, 'modifier', 'recruteur');
      await strapi.documents(OFFER_UID).update({
        documentId: offer.documentId,
        data: offerData({ ...step1Attributes(parsed.data), etape: draft ? (offer.etape ?? 1) : Math.max(offer.etape ?? 1, 2) }),
      });
      ctx.body = { code: 200, id: offer.documentId, brouillon: draft };
    },

    /** POST /recrutement/offre/:id/photocouverture — multipart field `photocouverture`. */
    async cover(ctx: Context) {
      const found = await owned(ctx);
      if (!found) return;
      if (!EDITABLE.includes(found.offer.etat)) return refuseAction(ctx);
      const files = (ctx.request as { files?: Record<string, UploadedFile | UploadedFile[]> }).files ?? {};
      const file = [files.photocouverture].flat()[0];
      const bytes = file ? await readFile(file.filepath) : Buffer.alloc(0);
      const stored = await storeCoverImage(bytes, strapi.dirs.static.public);
      if (!stored.ok) return refuse(ctx, { photocouverture: stored.message });
      await strapi.documents(OFFER_UID).update({ documentId: found.offer.documentId, data: { photocouverture: stored.url } });
      ctx.body = { code: 200, url: stored.url };
    },

    /** GET /recrutement/offre/:id/description-entreprise — step 2: the signing company and delivery options. */
    async companyStep(ctx: Context) {
      const found = await owned(ctx);
      if (!found) return;
      const { scope, offer } = found;
      const companies = await accountCompanies(strapi, scope);
      ctx.body = {
        code: 200,
        offre: {
          id: offer.documentId,
          titre: offer.offreTitre,
          etat: offer.etat,
          modifiable: EDITABLE.includes(offer.etat),
          stage: isInternshipContract(offer.offreContrat ?? undefined),
          societe: offer.company?.documentId ?? companies[0]?.documentId ?? '',
          offreModeReception: offer.offreModeReception ?? 'mail',
          offrePostuleurl: offer.offrePostuleurl ?? '',
          offreMail: offer.offreMail ?? '',
          options: offer.options ?? [],
        },
        societes: companies.map((c) => ({
          id: c.documentId,
          nom: c.societeRaisonsocial,
          description: c.description ?? '',
          nombreSalaries: c.nombreSalaries,
        })),
        route: stepOnePath(offer),
      };
    },

    /** PUT /recrutement/offre/:id/description-entreprise — the company's description and size are the company's own fields. */
    async saveCompanyStep(ctx: Context) {
      const found = await owned(ctx);
      if (!found) return;
      const { scope, offer } = found;
      if (!EDITABLE.includes(offer.etat)) return refuseAction(ctx);
      const parsed = parseForm(offerStep2Schema, ctx.request.body);
      if (!parsed.ok) return refuse(ctx, parsed.errors);
      const company = (await accountCompanies(strapi, scope)).find((c) => c.documentId === parsed.data.societe);
      if (!company) return refuse(ctx, { societe: messages.societeOffre });
      await strapi.db.query('api::company.company').update({
        where: { id: company.id },
        data: { description: parsed.data.societeDescription ?? null, nombreSalaries: parsed.data.nombreSalaries },
      });
      await strapi.documents(OFFER_UID).update({
        documentId: offer.documentId,
        data: offerData({ ...step2Attributes(parsed.data, company.id), etape: 3 }),
      });
      ctx.body = { code: 200, id: offer.documentId };
    },

    /** GET /recrutement/offre/:id/paiement — step 3: basket, credit, whether the offer can be sent. */
    async checkout(ctx: Context) {
      const found = await owned(ctx);
      if (!found) return;
      const { scope, offer } = found;
      const checkout = await checkoutOf(strapi, scope, offer);
      ctx.body = {
        code: 200,
        offre: { id: offer.documentId, titre: offer.offreTitre, etat: offer.etat },
        ...checkout,
        message: checkout.etape === 3 && !checkout.publiable ? messages.sansCredit : undefined,
        route: stepOnePath(offer),
      };
    },

    /** POST /recrutement/offre/:id/paiement — publishes with a credit (or free), into moderation. */
    async publish(ctx: Context) {
      const found = await owned(ctx);
      if (!found) return;
      await answerPublish(ctx, await publishOffer(strapi, found.scope, found.offer));
    },

    /** POST /recrutement/offre/update/:id/:action — suspendre, reactiver, publier (spec 02 §7). */
    async changeStatus(ctx: Context) {
      const action = String(ctx.params.action) as (typeof STATUS_ACTIONS)[number];
      if (!STATUS_ACTIONS.includes(action)) return ctx.notFound();
      const found = await owned(ctx);
      if (!found) return;
      if (action === 'publier') return answerPublish(ctx, await publishOffer(strapi, found.scope, found.offer));
      const result = await applyOfferAction(strapi, found.offer, action, 'recruteur');
      if (!result.ok) return refuseAction(ctx);
      ctx.body = { code: 200, id: result.offer.documentId, etat: result.offer.etat, dateSuspension: result.offer.dateSuspension };
    },

    /** DELETE /recrutement/delete/offre/:id */
    async delete(ctx: Context) {
      const found = await owned(ctx);
      if (!found) return;
      await strapi.documents(OFFER_UID).delete({ documentId: found.offer.documentId });
      ctx.body = { code: 200 };
    },
  };

  function refuseAction(ctx: Context) {
    ctx.status = 409;
    ctx.body = { code: 409, message: messages.actionImpossible };
  }

  async function answerPublish(ctx: Context, result: PublishResult) {
    if (result.ok) {
      ctx.body = { code: 200, id: result.offer.documentId, etat: result.offer.etat, message: messages.offreEnvoyeeValidation };
      return;
    }
    const refusal = publishRefusal[result.reason];
    ctx.status = refusal.status;
    ctx.body = { code: refusal.status, message: refusal.message };
  }
};
