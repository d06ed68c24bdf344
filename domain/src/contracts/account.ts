import { z } from '../zod';
import {
  companyInfoSchema,
  emailLanguageSchema,
  loginInfoSchema,
  recruiterUserSchema,
  schoolEstablishmentSchema,
  userInfoSchema,
} from '../schemas/accounts';
import { providerContactSchema } from '../schemas/content';
import type {
  AccountView,
  ConfirmationResent,
  PasswordChangeAnswer,
  RecruiterAdded,
  RecruiterUpdated,
  SubsidiariesAnswer,
  SubsidiaryAnswer,
  TeamAnswer,
  UserInfoAnswer,
} from '../responses/account';
import type { SessionUser } from '../responses/auth';
import type { Done } from '../responses/form';
import { documentId } from './fields';
import { route } from './route';

/** Every signed-in user reads and edits their own user. */
const everyone = { roles: ['candidat', 'recruteur', 'ecole', 'moderateur', 'editeur'] } as const;
const companyMember = { member: { type: 'entreprise' } } as const;
const companyOwner = { member: { type: 'entreprise', role: 'proprietaire' } } as const;
/** A recruiter's number in a path (the user's id): anything else names nobody (404). */
const byRecruiter = z.object({ id: z.coerce.number().int().positive() });
/** Says whether an address is registered: counted like a sign-up (issue #36 item 4), under the form's address field. */
const recruiterAddressCheck = { rule: 'address-check', field: 'recruteurMail' } as const;

/**
 * A billing block as it travels: a company's (`billingInfoSchema`) or a school's (`schoolBillingSchema`), checked by
 * the schema of the caller's account type.
 */
export const billingRequest = z.looseObject({});

/**
 * A subsidiary as it travels: checked by `createSubsidiarySchema` with the official postal codes of each city (the
 * cms's data), a refusal flagging the postal code (`isErrorCodepostal`, `msgErrorCodePostal`).
 */
export const subsidiaryRequest = z.looseObject({});

/** « Mon compte » (spec 01 §2, §3, §7; spec 02 §3, §7): the caller's user, their account's sections, team and subsidiaries. */
export const accountRoutes = {
  moi: route<SessionUser>()({
    method: 'GET',
    path: '/compte/moi',
    summary: 'Who is signed in, with the role the site chooses its pages by.',
    access: everyone,
  }),
  find: route<AccountView>()({
    method: 'GET',
    path: '/compte',
    summary: 'The sections of « Mon compte » the caller may see.',
    access: everyone,
  }),
  utilisateur: route<UserInfoAnswer>()({
    method: 'PUT',
    path: '/compte/utilisateur',
    summary: 'The caller’s user; a new address (confirmed by the current password) waits for its link.',
    access: everyone,
    body: userInfoSchema,
    refusals: [400],
    // A new address is checked against the registered ones: counted like a sign-up (issue #36 item 4).
    throttle: { rule: 'address-check' },
  }),
  connexion: route<PasswordChangeAnswer>()({
    method: 'PUT',
    path: '/compte/connexion',
    summary: 'A password change: every other session ends, this one gets new tokens.',
    access: everyone,
    body: loginInfoSchema,
    refusals: [400, 429],
  }),
  renvoiConfirmation: route<ConfirmationResent>()({
    method: 'POST',
    path: '/compte/confirmation',
    summary: 'A new link to confirm the address (429 when one left less than ten minutes ago).',
    access: everyone,
    refusals: [429],
  }),
  langue: route<Done>()({
    method: 'PUT',
    path: '/compte/langue',
    summary: 'The language of the candidate’s e-mails, SMS and notifications (recruiters’ and schools’ stay French).',
    access: { roles: ['candidat'] },
    body: emailLanguageSchema,
    refusals: [400],
  }),
  entreprise: route<Done>()({
    method: 'PUT',
    path: '/compte/entreprise',
    summary: 'The company’s information, the owner’s.',
    access: companyOwner,
    body: companyInfoSchema,
    refusals: [400],
  }),
  facturation: route<Done>()({
    method: 'PUT',
    path: '/compte/facturation',
    summary: 'The billing block, the owner’s: a company’s, or a school’s.',
    access: { member: { role: 'proprietaire' } },
    body: billingRequest,
    refusals: [400],
  }),
  etablissement: route<Done>()({
    method: 'PUT',
    path: '/compte/etablissement',
    summary: 'The school’s establishment, the owner’s.',
    access: { member: { type: 'ecole', role: 'proprietaire' } },
    body: schoolEstablishmentSchema,
    refusals: [400],
  }),
  team: route<TeamAnswer>()({
    method: 'GET',
    path: '/recrutement/recruteurs',
    summary: 'The recruiters of the caller’s company account.',
    access: companyMember,
  }),
  addRecruiter: route<RecruiterAdded>()({
    method: 'POST',
    path: '/recrutement/nouveau-recruteur',
    summary: 'Invites a recruiter to the company account (an e-mail to someone else: from a confirmed address only).',
    access: { member: { type: 'entreprise', role: 'proprietaire', confirmed: true } },
    body: recruiterUserSchema,
    refusals: [400],
    throttle: recruiterAddressCheck,
  }),
  updateRecruiter: route<RecruiterUpdated>()({
    method: 'PUT',
    path: '/recrutement/recruteur/:id',
    summary: 'Changes a recruiter of the account; a new address gets its own link.',
    access: companyOwner,
    params: byRecruiter,
    body: recruiterUserSchema,
    refusals: [400, 404],
    throttle: recruiterAddressCheck,
  }),
  removeRecruiter: route<Done>()({
    method: 'DELETE',
    path: '/recrutement/delete/recruteur/:id',
    summary: 'Removes a recruiter from the account (never the owner themselves: 403); their sessions end.',
    access: companyOwner,
    params: byRecruiter,
    refusals: [403, 404],
  }),
  contactProvider: route<Done>()({
    method: 'POST',
    path: '/recrutement/contact',
    summary: 'A recruiter’s message to Cep.',
    access: companyMember,
    body: providerContactSchema,
    refusals: [400],
  }),
  subsidiaries: route<SubsidiariesAnswer>()({
    method: 'GET',
    path: '/recrutement/filiales',
    summary: 'The subsidiaries of the caller’s company account.',
    access: companyMember,
  }),
  addSubsidiary: route<SubsidiaryAnswer>()({
    method: 'POST',
    path: '/recrutement/add/societefiliale',
    summary: 'Adds a subsidiary; its postal code is checked against its city.',
    access: companyOwner,
    body: subsidiaryRequest,
    refusals: [400],
  }),
  removeSubsidiary: route<Done>()({
    method: 'DELETE',
    path: '/recrutement/delete/societefiliale/:id',
    summary: 'Removes a subsidiary of the account (409 while it carries offers).',
    access: companyOwner,
    params: z.object({ id: documentId }),
    refusals: [404, 409],
  }),
};
