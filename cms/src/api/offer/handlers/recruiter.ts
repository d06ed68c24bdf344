import type { Core } from '@strapi/strapi';
import { isInternshipContract, messages, offerDraftSchema, offerStep2Schema, parseForm } from '@cep/domain';
import type { offerRoutes } from '@cep/domain/contracts';
import { owned, type Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { removePublicFile, storePublicImage } from '../../../public-media/public-files';
import { COVER_FOLDER, offerChanges, pendingChange } from '../services/changes';
import { publicStorage } from '../../../public-media/public-storage';
import { applyOfferAction } from '../services/lifecycle';
import { accountFlags, checkoutOf, publishOffer, stepOneSchema, type PublishResult } from '../services/publication';
import { recruiterOffers } from '../services/recruiter-offers';
import { organisations } from '../../account';
import { offerCourses } from '../services/offer-courses';
import { toPlainText } from '../../../utils/rich-text';
import { step1Attributes, step1Values } from '../utils/attributes';
import { editingState, editMode, isEditable, stateOf, stepOnePath, withChange } from '../utils/editing';
import { isoDate, numberList } from '../../../utils/json-columns';

type Routes = typeof offerRoutes;

/** Paid options stay as bought: a change never adds or removes one (nor the anonymity option 6 brings). */
const withoutOptions = ({ options: _options, anonyme: _anonyme, ...columns }: Record<string, unknown>) => columns;

const publishRefusal: Record<Exclude<PublishResult, { ok: true }>['reason'], { status: number; message: string }> = {
  incomplete: { status: 400, message: messages.donneesNonValides },
  payment: { status: 402, message: messages.sansCredit },
  state: { status: 409, message: messages.actionImpossible },
};

const isDraft = (body: Record<string, unknown>) => body.brouillon === true || body.brouillon === '1' || body.brouillon === 'true';

const refuseAction = () => refuse.conflict(messages.actionImpossible);

function answerPublish(result: PublishResult) {
  if (!result.ok) {
    const refusal = publishRefusal[result.reason];
    return refuse.status(refusal.status, refusal.message);
  }
  return { code: 200 as const, id: result.offer.documentId, etat: stateOf(result.offer), message: messages.offreEnvoyeeValidation };
}

/**
 * The recruiter's offers (spec 01 §2 creation steps, spec 02 §2, §4, §7). Every route runs behind the
 * account-member policy; the services scope each read and write to the caller's account, and an offer of another
 * account is not found (`owned`, before the form is read).
 */
export const recruiterHandlers = (
  strapi: Core.Strapi,
): Handlers<
  Pick<
    Routes,
    | 'list'
    | 'create'
    | 'findOne'
    | 'update'
    | 'cover'
    | 'companyStep'
    | 'saveCompanyStep'
    | 'checkout'
    | 'publish'
    | 'changeStatus'
    | 'remove'
  >
> => {
  const offers = recruiterOffers(strapi);
  const changes = offerChanges(strapi);

  /** The caller's offer named by the path (another account's: not found). */
  const find = ({ params, membership }: { params: { id: string }; membership: { accountId: number } }) =>
    offers.owned(membership.accountId, params.id);

  /** A change of an online offer is checked as a publication: there is no draft of it. */
  async function parseStepOne(accountId: number, body: Record<string, unknown>, online = false) {
    const draft = !online && isDraft(body);
    const schema = draft ? offerDraftSchema : stepOneSchema(await accountFlags(strapi, accountId));
    return { draft, parsed: parseForm(schema, body) };
  }

  return {
    /** The management page's cards and counts. */
    async list({ query, membership }) {
      return { code: 200, ...(await offers.list(membership.accountId, query)) };
    },

    /** Step 1 of a new offer; a draft needs only its title. */
    async create({ body, membership }) {
      const { accountId, userId } = membership;
      const { draft, parsed } = await parseStepOne(accountId, body);
      if (!parsed.ok) return refuse.invalid(parsed.errors);
      const formation = await offerCourses(strapi).publishedId(parsed.data.offreFormation);
      const offer = await offers.create(accountId, userId, { ...step1Attributes(parsed.data), formation, etape: draft ? 1 : 2 });
      return { code: 200, id: offer.documentId, brouillon: draft };
    },

    /** Step 1 values for the form. */
    findOne: owned(
      find,
      async (_input, offer) => {
        const pending = pendingChange(offer.modification)?.colonnes;
        // The course the pending change names, if it names one; else the offer's own.
        const courses = offerCourses(strapi);
        const course =
          pending && 'formation' in pending
            ? courses.byId(typeof pending.formation === 'number' ? pending.formation : null)
            : courses.ofOffer(offer.documentId);
        const values = step1Values(withChange(offer));
        return {
          code: 200,
          offre: {
            ...editingState(offer),
            motifRefus: offer.motifRefus ?? null,
            ...values,
            // Required columns Strapi's types leave optional.
            offreTitre: values.offreTitre ?? '',
            offreContrat: values.offreContrat ?? null,
            photocouverture: values.photocouverture ?? null,
            ...(await course),
          },
          route: stepOnePath(offer),
        };
      },
      messages.offreIntrouvable,
    ),

    /**
     * A refused offer edited goes back to draft (state machine); an online or suspended one keeps its published
     * version while the change waits for a moderator.
     */
    update: owned(
      find,
      async ({ body, membership }, offer) => {
        const mode = editMode(offer);
        if (!mode) return refuseAction();
        const { draft, parsed } = await parseStepOne(membership.accountId, body, mode === 'modification');
        if (!parsed.ok) return refuse.invalid(parsed.errors);
        const formation = await offerCourses(strapi).publishedId(parsed.data.offreFormation);
        if (mode === 'modification') {
          await changes.submit(offer, { ...step1Attributes(parsed.data), formation });
          return { code: 200, id: offer.documentId, brouillon: false, modification: true, message: messages.modificationsEnvoyees };
        }
        if (offer.etat === 'refusee') await applyOfferAction(strapi, offer, 'modifier', 'recruteur');
        await offers.update(offer, {
          ...step1Attributes(parsed.data),
          formation,
          etape: draft ? (offer.etape ?? 1) : Math.max(offer.etape ?? 1, 2),
        });
        return { code: 200, id: offer.documentId, brouillon: draft };
      },
      messages.offreIntrouvable,
    ),

    /** Multipart field `photocouverture`. */
    cover: owned(
      find,
      async ({ files }, offer) => {
        if (!isEditable(offer)) return refuseAction();
        const bytes = files.photocouverture?.bytes ?? Buffer.alloc(0);
        const stored = await storePublicImage(bytes, publicStorage(strapi), COVER_FOLDER, 'cover');
        if (!stored.ok) return refuse.invalid({ photocouverture: stored.message });
        if (editMode(offer) === 'modification') {
          await changes.submit(offer, { photocouverture: stored.url });
          return { code: 200, url: stored.url, modification: true };
        }
        await offers.update(offer, { photocouverture: stored.url });
        await removePublicFile(offer.photocouverture, publicStorage(strapi), COVER_FOLDER);
        return { code: 200, url: stored.url };
      },
      messages.offreIntrouvable,
    ),

    /** Step 2: the signing company and delivery options. */
    companyStep: owned(
      find,
      async ({ membership }, offer) => {
        const companies = await organisations(strapi).companies(membership.accountId);
        const pending = pendingChange(offer.modification)?.colonnes ?? {};
        const shown = withChange(offer);
        const company = companies.find((c) => Number(c.id) === pending.company)?.documentId ?? offer.company?.documentId;
        return {
          code: 200,
          offre: {
            ...editingState(offer),
            titre: shown.offreTitre ?? '',
            stage: isInternshipContract(shown.offreContrat ?? undefined),
            societe: company ?? companies[0]?.documentId ?? '',
            offreModeReception: shown.offreModeReception ?? 'mail',
            offrePostuleurl: shown.offrePostuleurl ?? '',
            offreMail: shown.offreMail ?? '',
            options: numberList(offer.options),
          },
          societes: companies.map((c) => ({
            id: c.documentId,
            nom: c.societeRaisonsocial ?? '',
            description: toPlainText(c.description),
            nombreSalaries: c.nombreSalaries ?? null,
          })),
          route: stepOnePath(offer),
        };
      },
      messages.offreIntrouvable,
    ),

    /** The company's description and size are the company's own fields. */
    saveCompanyStep: owned(
      find,
      async ({ body, membership }, offer) => {
        if (!isEditable(offer)) return refuseAction();
        const parsed = parseForm(offerStep2Schema, body);
        if (!parsed.ok) return refuse.invalid(parsed.errors);
        const online = editMode(offer) === 'modification';
        const write = online
          ? (columns: Record<string, unknown>) => changes.submit(offer, withoutOptions(columns))
          : (columns: Record<string, unknown>) => offers.update(offer, { ...columns, etape: 3 });
        const saved = await offers.saveCompanyStep(membership.accountId, parsed.data, write);
        if (saved === 'no-company') return refuse.invalid({ societe: messages.societeOffre });
        if (saved === 'page-needs-description') return refuse.invalid({ societeDescription: messages.champObligatoire });
        return online
          ? { code: 200, id: offer.documentId, modification: true, message: messages.modificationsEnvoyees }
          : { code: 200, id: offer.documentId };
      },
      messages.offreIntrouvable,
    ),

    /** Step 3: basket, credit, whether the offer can be sent. */
    checkout: owned(
      find,
      async ({ membership }, offer) => {
        const checkout = await checkoutOf(strapi, membership.accountId, offer);
        return {
          code: 200,
          offre: { id: offer.documentId, titre: offer.offreTitre ?? '', etat: stateOf(offer) },
          ...checkout,
          message: checkout.etape === 3 && !checkout.publiable ? messages.sansCredit : undefined,
          route: stepOnePath(offer),
        };
      },
      messages.offreIntrouvable,
    ),

    /** Publishes with a credit (or free), into moderation. */
    publish: owned(
      find,
      async ({ membership }, offer) => answerPublish(await publishOffer(strapi, membership.accountId, offer)),
      messages.offreIntrouvable,
    ),

    /** suspendre, reactiver, publier (spec 02 §7); publishing reaches candidates: a confirmed address is required. */
    changeStatus: owned(
      find,
      async ({ params, caller, membership }, offer) => {
        if (params.action === 'publier') {
          if (!caller.confirmed) return refuse.status(403, messages.adresseNonConfirmee);
          return answerPublish(await publishOffer(strapi, membership.accountId, offer));
        }
        const result = await applyOfferAction(strapi, offer, params.action, 'recruteur');
        if (!result.ok) return refuseAction();
        return {
          code: 200,
          id: result.offer.documentId,
          etat: stateOf(result.offer),
          dateSuspension: isoDate(result.offer.dateSuspension),
        };
      },
      messages.offreIntrouvable,
    ),

    remove: owned(
      find,
      async (_input, offer) => {
        // Awaiting a moderator, the offer holds a credit that a refusal would give back: it is decided first.
        if (offer.etat === 'validation') return refuseAction();
        await offers.remove(offer);
        await removePublicFile(offer.photocouverture, publicStorage(strapi), COVER_FOLDER);
        await changes.discard(offer);
        return { code: 200 };
      },
      messages.offreIntrouvable,
    ),
  };
};
