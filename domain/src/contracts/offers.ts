import { z } from '../zod';
import type { PublicOfferAnswer, SelectionAnswer, SelectionToggleAnswer, SitemapAnswer } from '../responses/offers';
import type {
  BoosterUsed,
  CheckoutView,
  CoverSaved,
  OfferCardAnswer,
  OfferPublished,
  OfferStatusChanged,
  RecruiterOfferListAnswer,
  SocialBoostBooked,
  SocialBoostForm,
  StepOneSaved,
  StepOneView,
  StepTwoSaved,
  StepTwoView,
  TranslationsSaved,
  TranslationsView,
} from '../responses/recruiter-offers';
import type { Done } from '../responses/form';
import { documentId, queryText } from './fields';
import { route } from './route';

const recruiter = { member: { type: 'entreprise' } } as const;
/** Publishing reaches candidates: a confirmed address is required. */
const publisher = { member: { type: 'entreprise', confirmed: true } } as const;
const byId = z.object({ id: documentId });
/** The social boost's path names the offer `ref` (spec 02 §7). */
const byRef = z.object({ ref: documentId });

/** The management page's filters (`?etat=&contrat=&q=`): an unknown state or contract filters nothing, `q` is cut to 100. */
export const recruiterOfferQuery = z.object({ etat: queryText(40), contrat: queryText(12), q: queryText(200) });

/**
 * Step 1's form as it travels: `brouillon` (true, '1' or 'true') saves a draft with the title alone, otherwise the
 * publication rules apply with the account's exemptions (city, pay), which only the cms knows; an online offer's
 * change is checked as a publication. The cms checks the rest once the mode is known.
 */
export const offerStepOneRequest = z.looseObject({ brouillon: z.unknown().optional() });

/** Step 2's form, checked by `offerStep2Schema` once the offer is found editable (another account's: 404; online and refused: 409). */
export const offerStepTwoRequest = z.looseObject({});

/**
 * The translations form (issue #41 item 1), checked by `offerTranslationsSchema` once the offer is found editable
 * (another account's: 404; waiting for a moderator or expired: 409).
 */
export const offerTranslationsRequest = z.looseObject({});

/** The social boost's multipart form: the day (`gestionReseauxSociauxDatepublie`, checked against the days taken) and `logo`. */
export const socialBoostRequest = z.looseObject({ gestionReseauxSociauxDatepublie: z.unknown().optional() });

/** An upload's multipart form: its file alone (under `files`), no other field is read. */
const fileOnly = z.object({});

/**
 * Offers: the public page, the sitemap and the candidates' shortlist (spec 02 §6, §7), then the recruiter's offers —
 * the creation steps, the cover, the translations, step 3 and publication, status changes, deletion, boosters, the
 * card and the social boost (spec 01 §2, §9; spec 02 §2, §4, §7; issue #12 items 8 and 9; issue #41 item 1).
 */
export const offerRoutes = {
  findPublic: route<PublicOfferAnswer>()({
    method: 'GET',
    path: '/offres/:id',
    summary: 'The public offer page’s data (a draft, a refused or a deleted offer is not found).',
    access: { public: true },
    params: byId,
    refusals: [404],
  }),
  sitemap: route<SitemapAnswer>()({
    method: 'GET',
    path: '/plan/offres',
    summary: 'Every open offer with its last change, for sitemap.xml.',
    access: { public: true },
  }),
  toggleSelection: route<SelectionToggleAnswer>()({
    method: 'POST',
    path: '/offre/selection/:id',
    summary: 'The shortlist toggle: a candidate adds or removes the offer; visitors and recruiters are told what to do.',
    // Visitors are answered `noconnect`: the handler reads the session itself.
    access: { public: true },
    params: byId,
    refusals: [404],
  }),
  selection: route<SelectionAnswer>()({
    method: 'GET',
    path: '/candidat/selection',
    summary: 'The ids of the candidate’s shortlisted offers, and the public view of those still public.',
    access: { roles: ['candidat'] },
  }),
  list: route<RecruiterOfferListAnswer>()({
    method: 'GET',
    path: '/recrutement/offres',
    summary: 'The management page: the account’s offers filtered by state, contract and text, with the counts per state.',
    access: recruiter,
    query: recruiterOfferQuery,
  }),
  create: route<StepOneSaved>()({
    method: 'POST',
    path: '/recrutement/offre/description-offre',
    summary: 'Step 1 of a new offer; a draft needs only its title.',
    access: recruiter,
    body: offerStepOneRequest,
    refusals: [400],
  }),
  findOne: route<StepOneView>()({
    method: 'GET',
    path: '/recrutement/offre/description-offre/:id',
    summary: 'Step 1’s values for the form (a change waiting for a moderator over the published ones).',
    access: recruiter,
    params: byId,
    refusals: [404],
  }),
  update: route<StepOneSaved>()({
    method: 'PUT',
    path: '/recrutement/offre/description-offre/:id',
    summary: 'Changes step 1: a refused offer goes back to draft; an online one keeps its version while the change waits for a moderator.',
    access: recruiter,
    params: byId,
    body: offerStepOneRequest,
    refusals: [400, 404, 409],
  }),
  cover: route<CoverSaved>()({
    method: 'POST',
    path: '/recrutement/offre/:id/photocouverture',
    summary: 'The offer’s cover photo (multipart `photocouverture`), checked and resized.',
    access: recruiter,
    params: byId,
    body: fileOnly,
    files: ['photocouverture'],
    refusals: [400, 404, 409],
  }),
  companyStep: route<StepTwoView>()({
    method: 'GET',
    path: '/recrutement/offre/:id/description-entreprise',
    summary: 'Step 2: the signing company, how applications are received, the options; and the account’s companies.',
    access: recruiter,
    params: byId,
    refusals: [404],
  }),
  saveCompanyStep: route<StepTwoSaved>()({
    method: 'PUT',
    path: '/recrutement/offre/:id/description-entreprise',
    summary: 'Saves step 2; the company’s description and size are the company’s own fields.',
    access: recruiter,
    params: byId,
    body: offerStepTwoRequest,
    refusals: [400, 404, 409],
  }),
  translations: route<TranslationsView>()({
    method: 'GET',
    path: '/recrutement/offre/:id/traductions',
    summary: 'The offer’s translations for the form (a change waiting for a moderator over the published ones), beside its French title.',
    access: recruiter,
    params: byId,
    refusals: [404],
  }),
  saveTranslations: route<TranslationsSaved>()({
    method: 'PUT',
    path: '/recrutement/offre/:id/traductions',
    summary:
      'Saves the recruiter’s translations: on a draft directly (a refused offer goes back to draft); online, as a change a moderator validates.',
    access: recruiter,
    params: byId,
    body: offerTranslationsRequest,
    refusals: [400, 404, 409],
  }),
  checkout: route<CheckoutView>()({
    method: 'GET',
    path: '/recrutement/offre/:id/paiement',
    summary: 'Step 3: the basket, the credits and whether the offer can be sent now.',
    access: recruiter,
    params: byId,
    refusals: [404],
  }),
  publish: route<OfferPublished>()({
    method: 'POST',
    path: '/recrutement/offre/:id/paiement',
    summary: 'Sends the offer to moderation with a credit (or free).',
    access: publisher,
    params: byId,
    refusals: [400, 402, 404, 409],
  }),
  changeStatus: route<OfferPublished | OfferStatusChanged>()({
    method: 'POST',
    path: '/recrutement/offre/update/:id/:action',
    summary: 'Suspends, reactivates or publishes the offer (publishing needs a confirmed address).',
    access: recruiter,
    params: z.object({ id: documentId, action: z.enum(['suspendre', 'reactiver', 'publier']) }),
    refusals: [400, 402, 404, 409],
  }),
  remove: route<Done>()({
    method: 'DELETE',
    path: '/recrutement/delete/offre/:id',
    summary: 'Deletes the offer (not while a moderator decides on it).',
    access: recruiter,
    params: byId,
    refusals: [404, 409],
  }),
  useBooster: route<BoosterUsed>()({
    method: 'POST',
    path: '/recrutement/offre/:id/utilisation/booster/:type',
    summary: 'Puts a booster on a published offer with one credit of its kind (the spec’s GET; it spends a credit).',
    access: recruiter,
    // An unknown option is the offer's 404, with its message (the handler checks it).
    params: z.object({ id: documentId, type: z.string().max(12) }),
    refusals: [402, 404, 409],
  }),
  card: route<OfferCardAnswer>()({
    method: 'GET',
    path: '/load-card-offre/:id',
    summary: 'The offer’s card on the management page, read again after a booster (JSON where the spec returns HTML).',
    access: recruiter,
    params: byId,
    refusals: [404],
  }),
  socialBoostForm: route<SocialBoostForm>()({
    method: 'GET',
    path: '/recrutement/offre/:ref/utilisation/boost/reseaux/sociaux',
    summary: 'The social boost form: the days taken, the last day allowed, the offer’s booking and the credits left.',
    access: recruiter,
    params: byRef,
    refusals: [404],
  }),
  bookSocialBoost: route<SocialBoostBooked>()({
    method: 'POST',
    path: '/recrutement/offre/:ref/utilisation/boost/reseaux/sociaux',
    summary: 'Books the social boost: a free weekday and a logo (multipart), paid with a credit.',
    access: recruiter,
    params: byRef,
    body: socialBoostRequest,
    files: ['logo'],
    refusals: [400, 402, 404, 409],
  }),
};
