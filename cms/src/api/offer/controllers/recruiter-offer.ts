import { readFile } from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  isInternshipContract,
  messages,
  offerDraftSchema,
  offerEditMode,
  offerStep2Schema,
  parseForm,
  type OfferChangeState,
} from '@cep/domain';
import { requireConfirmed } from '../../../policies/account-member';
import { membershipIn } from '../../../utils/membership';
import { refuse } from '../../../utils/respond';
import { removePublicFile, storePublicImage } from '../../../public-media/public-files';
import { COVER_FOLDER, offerChanges, pendingChange } from '../services/changes';
import { publicStorage } from '../../../public-media/public-storage';
import { applyOfferAction } from '../services/lifecycle';
import { accountFlags, checkoutOf, publishOffer, stepOneSchema, type PublishResult } from '../services/publication';
import { recruiterOffers } from '../services/recruiter-offers';
import { organisations } from '../../account/services/organisations';
import { offerCourses } from '../../course/services/offer-courses';
import { toPlainText } from '../../../utils/rich-text';
import { step1Attributes, step1Values, type Offer } from '../utils/attributes';

/** Before publication the form writes the offer; online or suspended, a change waiting for a moderator (docs/decisions.md). */
const editMode = (offer: Offer) => offerEditMode(offer.etat ?? 'brouillon');
const isEditable = (offer: Offer) => editMode(offer) !== null;
const STATUS_ACTIONS = ['suspendre', 'reactiver', 'publier'] as const;

type UploadedFile = { filepath: string };

/** The offer as its form shows it: a pending change's columns over the published ones. */
const withChange = (offer: Offer) => ({ ...offer, ...pendingChange(offer.modification)?.colonnes });

function changeState(offer: Offer): OfferChangeState {
  return {
    enLigne: editMode(offer) === 'modification',
    modificationSoumiseLe: pendingChange(offer.modification)?.soumiseLe ?? null,
    modificationRefusee: offer.modificationRefusee ?? null,
  };
}

/** Paid options stay as bought: a change never adds or removes one (nor the anonymity option 6 brings). */
const withoutOptions = ({ options: _options, anonyme: _anonyme, ...columns }: Record<string, unknown>) => columns;

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

  const changes = offerChanges(strapi);

  /** A change of an online offer is checked as a publication: there is no draft of it. */
  async function parseStepOne(ctx: Context, online = false) {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const draft = !online && isDraft(body);
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
      const pending = pendingChange(offer.modification)?.colonnes;
      // The course the pending change names, if it names one; else the offer's own.
      const courses = offerCourses(strapi);
      const course =
        pending && 'formation' in pending
          ? courses.byId(typeof pending.formation === 'number' ? pending.formation : null)
          : courses.ofOffer(offer.documentId);
      ctx.body = {
        code: 200,
        offre: {
          id: offer.documentId,
          etat: offer.etat,
          motifRefus: offer.motifRefus,
          modifiable: isEditable(offer),
          ...changeState(offer),
          ...step1Values(withChange(offer)),
          ...(await course),
        },
        route: stepOnePath(offer),
      };
    },

    /**
     * PUT /recrutement/offre/description-offre/:id — a refused offer edited goes back to draft (state machine); an
     * online or suspended one keeps its published version while the change waits for a moderator.
     */
    async update(ctx: Context) {
      const offer = await owned(ctx);
      if (!offer) return;
      const mode = editMode(offer);
      if (!mode) return refuseAction(ctx);
      const { draft, parsed } = await parseStepOne(ctx, mode === 'modification');
      if (!parsed.ok) return refuse(ctx, parsed.errors);
      const formation = await offerCourses(strapi).publishedId(parsed.data.offreFormation);
      if (mode === 'modification') {
        await changes.submit(offer, { ...step1Attributes(parsed.data), formation });
        ctx.body = { code: 200, id: offer.documentId, brouillon: false, modification: true, message: messages.modificationsEnvoyees };
        return;
      }
      if (offer.etat === 'refusee') await applyOfferAction(strapi, offer, 'modifier', 'recruteur');
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
      if (editMode(offer) === 'modification') {
        await changes.submit(offer, { photocouverture: stored.url });
        ctx.body = { code: 200, url: stored.url, modification: true };
        return;
      }
      await offers.update(offer, { photocouverture: stored.url });
      await removePublicFile(offer.photocouverture, publicStorage(strapi), COVER_FOLDER);
      ctx.body = { code: 200, url: stored.url };
    },

    /** GET /recrutement/offre/:id/description-entreprise — step 2: the signing company and delivery options. */
    async companyStep(ctx: Context) {
      const offer = await owned(ctx);
      if (!offer) return;
      const companies = await organisations(strapi).companies(membershipIn(ctx).accountId);
      const pending = pendingChange(offer.modification)?.colonnes ?? {};
      const shown = withChange(offer);
      const company = companies.find((c) => Number(c.id) === pending.company)?.documentId ?? offer.company?.documentId;
      ctx.body = {
        code: 200,
        offre: {
          id: offer.documentId,
          titre: shown.offreTitre,
          etat: offer.etat,
          modifiable: isEditable(offer),
          ...changeState(offer),
          stage: isInternshipContract(shown.offreContrat ?? undefined),
          societe: company ?? companies[0]?.documentId ?? '',
          offreModeReception: shown.offreModeReception ?? 'mail',
          offrePostuleurl: shown.offrePostuleurl ?? '',
          offreMail: shown.offreMail ?? '',
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
      const online = editMode(offer) === 'modification';
      const write = online
        ? (columns: Record<string, unknown>) => changes.submit(offer, withoutOptions(columns))
        : (columns: Record<string, unknown>) => offers.update(offer, { ...columns, etape: 3 });
      const saved = await offers.saveCompanyStep(membershipIn(ctx).accountId, parsed.data, write);
      if (saved === 'no-company') return refuse(ctx, { societe: messages.societeOffre });
      if (saved === 'page-needs-description') return refuse(ctx, { societeDescription: messages.champObligatoire });
      ctx.body = online
        ? { code: 200, id: offer.documentId, modification: true, message: messages.modificationsEnvoyees }
        : { code: 200, id: offer.documentId };
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
      await changes.discard(offer);
      ctx.body = { code: 200 };
    },
  };
};
