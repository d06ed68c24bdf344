import { readFile } from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { isInternshipContract, messages, offerDraftSchema, offerStep2Schema, parseForm } from '@cep/domain';
import { requireConfirmed } from '../../../policies/account-member';
import { membershipIn } from '../../../utils/membership';
import { refuse } from '../../../utils/respond';
import { removePublicFile, storePublicImage } from '../../../public-media/public-files';
import { publicStorage } from '../../../public-media/public-storage';
import { applyOfferAction } from '../services/lifecycle';
import { accountFlags, checkoutOf, publishOffer, stepOneSchema, type PublishResult } from '../services/publication';
import { recruiterOffers } from '../services/recruiter-offers';
import { organisations } from '../../account/services/organisations';
import { offerCourses } from '../../course/services/offer-courses';
import { toPlainText } from '../../../utils/rich-text';
import { step1Attributes, step1Values, type Offer } from '../utils/attributes';

/** States in which the recruiter may still edit the offer's form (docs/decisions.md). */
const isEditable = (offer: Offer) => offer.etat === 'brouillon' || offer.etat === 'refusee';
const STATUS_ACTIONS = ['suspendre', 'reactiver', 'publier'] as const;

type UploadedFile = { filepath: string };
const COVER_FOLDER = 'offres';

/** The step-1 route of an offer: `/stage` for work-study and internship (spec 02 §2). */
const stepOnePath = (offer: Pick<Offer, 'documentId' | 'offreContrat'>) =>
  `/recrutement/offre/description-offre/${offer.documentId}${isInternshipContract(offer.offreContrat ?? undefined) ? '/stage' : ''}`;

const publishRefusal: Record<Exclude<PublishResult, { ok: true }>['reason'], { status: number; message: string }> = {
  incomplete: { status: 400, message: messages.donneesNonValides },
  payment: { status: 402, message: messages.sansCredit },
  state: { status: 409, message: messages.actionImpossible },
};

const isDraft = (body: Record<string, unknown>) => body.brouillon === true || body.brouillon === '1' || body.brouillon === 'true';

function refuseAction(ctx: Context) {
  ctx.status = 409;
  ctx.body = { code: 409, message: messages.actionImpossible };
}

function answerPublish(ctx: Context, result: PublishResult) {
  if (result.ok) {
    ctx.body = { code: 200, id: result.offer.documentId, etat: result.offer.etat, message: messages.offreEnvoyeeValidation };
    return;
  }
  const refusal = publishRefusal[result.reason];
  ctx.status = refusal.status;
  ctx.body = { code: refusal.status, message: refusal.message };
}

/**
 * The recruiter's offers (spec 01 §2 creation steps, spec 02 §2, §4, §7). Every route runs behind the
 * account-member policy; the services scope each read and write to the caller's account.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const offers = recruiterOffers(strapi);

  /** The caller's offer, or a 404 answered here (`null` tells the handler to stop). */
  async function owned(ctx: Context): Promise<Offer | null> {
    const offer = await offers.owned(membershipIn(ctx).accountId, String(ctx.params.id));
    if (!offer) {
      ctx.status = 404;
      ctx.body = { code: 404, message: messages.offreIntrouvable };
    }
    return offer;
  }

  async function parseStepOne(ctx: Context) {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const draft = isDraft(body);
    const schema = draft ? offerDraftSchema : stepOneSchema(await accountFlags(strapi, membershipIn(ctx).accountId));
    return { draft, parsed: parseForm(schema, body) };
  }

  return {
    /** GET /recrutement/offres?etat=&contrat=&q= — the management page's cards and counts. */
    async list(ctx: Context) {
      ctx.body = { code: 200, ...(await offers.list(membershipIn(ctx).accountId, ctx.query)) };
    },

    /** POST /recrutement/offre/description-offre — step 1 of a new offer; a draft needs only its title. */
    async create(ctx: Context) {
      const { draft, parsed } = await parseStepOne(ctx);
      if (!parsed.ok) return refuse(ctx, parsed.errors);
      const { accountId, userId } = membershipIn(ctx);
      const formation = await offerCourses(strapi).publishedId(parsed.data.offreFormation);
      const offer = await offers.create(accountId, userId, { ...step1Attributes(parsed.data), formation, etape: draft ? 1 : 2 });
      ctx.body = { code: 200, id: offer.documentId, brouillon: draft };
    },

    /** GET /recrutement/offre/description-offre/:id — step 1 values for the form. */
    async findOne(ctx: Context) {
      const offer = await owned(ctx);
      if (!offer) return;
      ctx.body = {
        code: 200,
        offre: {
          id: offer.documentId,
          etat: offer.etat,
          motifRefus: offer.motifRefus,
          modifiable: isEditable(offer),
          ...step1Values(offer),
          ...(await offerCourses(strapi).ofOffer(offer.documentId)),
        },
        route: stepOnePath(offer),
      };
    },

    /** PUT /recrutement/offre/description-offre/:id — a refused offer edited goes back to draft (state machine). */
    async update(ctx: Context) {
      const offer = await owned(ctx);
      if (!offer) return;
      if (!isEditable(offer)) return refuseAction(ctx);
      const { draft, parsed } = await parseStepOne(ctx);
      if (!parsed.ok) return refuse(ctx, parsed.errors);
      if (offer.etat === 'refusee') await applyOfferAction(strapi, offer, 'modifier', 'recruteur');
      const formation = await offerCourses(strapi).publishedId(parsed.data.offreFormation);
      await offers.update(offer, {
        ...step1Attributes(parsed.data),
        formation,
        etape: draft ? (offer.etape ?? 1) : Math.max(offer.etape ?? 1, 2),
      });
      ctx.body = { code: 200, id: offer.documentId, brouillon: draft };
    },

    /** POST /recrutement/offre/:id/photocouverture — multipart field `photocouverture`. */
    async cover(ctx: Context) {
      const offer = await owned(ctx);
      if (!offer) return;
      if (!isEditable(offer)) return refuseAction(ctx);
      const files = (ctx.request as { files?: Record<string, UploadedFile | UploadedFile[]> }).files ?? {};
      const file = [files.photocouverture].flat()[0];
      const bytes = file ? await readFile(file.filepath) : Buffer.alloc(0);
      const stored = await storePublicImage(bytes, publicStorage(strapi), COVER_FOLDER, 'cover');
      if (!stored.ok) return refuse(ctx, { photocouverture: stored.message });
      await offers.update(offer, { photocouverture: stored.url });
      await removePublicFile(offer.photocouverture, publicStorage(strapi), COVER_FOLDER);
      ctx.body = { code: 200, url: stored.url };
    },

    /** GET /recrutement/offre/:id/description-entreprise — step 2: the signing company and delivery options. */
    async companyStep(ctx: Context) {
      const offer = await owned(ctx);
      if (!offer) return;
      const companies = await organisations(strapi).companies(membershipIn(ctx).accountId);
      ctx.body = {
        code: 200,
        offre: {
          id: offer.documentId,
          titre: offer.offreTitre,
          etat: offer.etat,
          modifiable: isEditable(offer),
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
          description: toPlainText(c.description),
          nombreSalaries: c.nombreSalaries,
        })),
        route: stepOnePath(offer),
      };
    },

    /** PUT /recrutement/offre/:id/description-entreprise — the company's description and size are the company's own fields. */
    async saveCompanyStep(ctx: Context) {
      const offer = await owned(ctx);
      if (!offer) return;
      if (!isEditable(offer)) return refuseAction(ctx);
      const parsed = parseForm(offerStep2Schema, ctx.request.body);
      if (!parsed.ok) return refuse(ctx, parsed.errors);
      const saved = await offers.saveCompanyStep(membershipIn(ctx).accountId, offer, parsed.data);
      if (saved === 'no-company') return refuse(ctx, { societe: messages.societeOffre });
      if (saved === 'page-needs-description') return refuse(ctx, { societeDescription: messages.champObligatoire });
      ctx.body = { code: 200, id: offer.documentId };
    },

    /** GET /recrutement/offre/:id/paiement — step 3: basket, credit, whether the offer can be sent. */
    async checkout(ctx: Context) {
      const offer = await owned(ctx);
      if (!offer) return;
      const checkout = await checkoutOf(strapi, membershipIn(ctx).accountId, offer);
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
      const offer = await owned(ctx);
      if (!offer) return;
      answerPublish(ctx, await publishOffer(strapi, membershipIn(ctx).accountId, offer));
    },

    /** POST /recrutement/offre/update/:id/:action — suspendre, reactiver, publier (spec 02 §7). */
    async changeStatus(ctx: Context) {
      const action = String(ctx.params.action) as (typeof STATUS_ACTIONS)[number];
      if (!STATUS_ACTIONS.includes(action)) return ctx.notFound();
      const offer = await owned(ctx);
      if (!offer) return;
      if (action === 'publier') {
        requireConfirmed(ctx.state.user as { confirmed?: boolean });
        return answerPublish(ctx, await publishOffer(strapi, membershipIn(ctx).accountId, offer));
      }
      const result = await applyOfferAction(strapi, offer, action, 'recruteur');
      if (!result.ok) return refuseAction(ctx);
      ctx.body = { code: 200, id: result.offer.documentId, etat: result.offer.etat, dateSuspension: result.offer.dateSuspension };
    },

    /** DELETE /recrutement/delete/offre/:id */
    async delete(ctx: Context) {
      const offer = await owned(ctx);
      if (!offer) return;
      // Awaiting a moderator, the offer holds a credit that a refusal would give back: it is decided first.
      if (offer.etat === 'validation') return refuseAction(ctx);
      await offers.remove(offer);
      await removePublicFile(offer.photocouverture, publicStorage(strapi), COVER_FOLDER);
      ctx.body = { code: 200 };
    },
  };
};
