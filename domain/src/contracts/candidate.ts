import { z } from '../zod';
import { harvestAvailabilitySchema } from '../harvest-availability';
import { cvLanguageSchema, cvSchema } from '../schemas/candidate';
import type {
  AvailabilitySaved,
  CandidateCv,
  CvCompletionAnswer,
  CvEntryForm,
  CvFileStored,
  CvLineSaved,
  CvVisibility,
  ProfileTest,
} from '../responses/candidate';
import type { Done } from '../responses/form';
import { documentId } from './fields';
import { route, type FileAnswer } from './route';

const candidate = { roles: ['candidat'] } as const;

/** A CV line's kind in a path: `poste` (the spec's delete path) and `experience` both name an experience. */
export const cvEntryKind = z.enum(['experience', 'poste', 'diplome']);
/** The photo or the CV file (`/candidat/cv/{photo|fichier}`); their multipart fields are `photo` and `cvFichier`. */
export const cvFileParam = z.enum(['photo', 'fichier']);
/** The upload's multipart form: its file alone, no text field (a body to say the form travels, as multipart). */
export const cvFileFields = z.object({});

/**
 * An experience's or a diploma's form as it travels (month and year): `cvItemSchema` checks it in the handler,
 * once the line is found for a change (another candidate's: 404 whatever the form holds). The schema turns the
 * months into dates, which is not what travels, so it cannot be the contract's body.
 */
export const cvItemRequest = z.looseObject({
  titre: z.unknown().optional(),
  lieu: z.unknown().optional(),
  description: z.unknown().optional(),
  debutMois: z.unknown().optional(),
  debutAnnee: z.unknown().optional(),
  finMois: z.unknown().optional(),
  finAnnee: z.unknown().optional(),
  enCours: z.unknown().optional(),
});

/** The visibility toggle: `visible` (a boolean) says which; anything else shows a hidden CV or hides a shown one. */
export const visibilityRequest = z.looseObject({ visible: z.unknown().optional() });

/**
 * The candidate's CV (spec 02 §3, §5, §7), always the caller's own (personal data: `personal-data.ts`). The spec's
 * GETs that delete are DELETE on the same paths; the HTML fragments (`/load-form/…`) are answered as JSON
 * (docs/decisions.md). Koa matches in this order: `/candidat/cv/langue` and `/candidat/cv/{photo|fichier}` come
 * before `/candidat/cv/:kind`.
 */
export const candidateRoutes = {
  cv: route<CandidateCv>()({
    method: 'GET',
    path: '/candidat/cv',
    summary: 'The candidate’s whole CV, with its completion, its visibility and whether a photo and a CV file are stored.',
    access: candidate,
  }),
  update: route<CvCompletionAnswer>()({
    method: 'PUT',
    path: '/candidat/cv',
    summary: 'The CV’s main form: title, experience, level, pay, contracts, domains, zones and licence.',
    access: candidate,
    body: cvSchema,
    refusals: [400],
  }),
  loadForm: route<CvEntryForm>()({
    method: 'GET',
    path: '/load-form/:kind/:id',
    summary: 'One of the CV’s experiences or diplomas, as its form holds it (JSON, not the spec’s HTML fragment).',
    access: candidate,
    params: z.object({ kind: cvEntryKind, id: documentId }),
    refusals: [404],
  }),
  addLanguage: route<CvLineSaved>()({
    method: 'POST',
    path: '/candidat/cv/langue',
    summary: 'Adds a language with its level to the CV.',
    access: candidate,
    body: cvLanguageSchema,
    refusals: [400],
  }),
  uploadFile: route<CvFileStored>()({
    method: 'POST',
    path: '/candidat/cv/:file(photo|fichier)',
    summary: 'Stores the CV’s photo (field `photo`) or CV file (field `cvFichier`), checked by its bytes.',
    access: candidate,
    params: z.object({ file: cvFileParam }),
    body: cvFileFields,
    files: ['photo', 'cvFichier'],
    refusals: [400],
  }),
  downloadFile: route<FileAnswer>()({
    method: 'GET',
    path: '/candidat/cv/:file(photo|fichier)',
    summary: 'The candidate’s own photo (shown inline) or CV file.',
    access: candidate,
    params: z.object({ file: cvFileParam }),
    refusals: [404],
  }),
  removeFile: route<Done>()({
    method: 'DELETE',
    path: '/candidat/cv/:file(photo|fichier)',
    summary: 'Removes the CV’s photo or CV file.',
    access: candidate,
    params: z.object({ file: cvFileParam }),
  }),
  availability: route<AvailabilitySaved>()({
    method: 'PUT',
    path: '/candidat/cv/vendanges',
    summary:
      'The harvest availability: periods, regions or a radius, own lodging, vehicle, seasons done (sent with each harvest application).',
    access: candidate,
    body: harvestAvailabilitySchema,
    refusals: [400],
  }),
  createEntry: route<CvLineSaved>()({
    method: 'POST',
    path: '/candidat/cv/:kind',
    summary: 'Adds an experience or a diploma to the CV.',
    access: candidate,
    params: z.object({ kind: cvEntryKind }),
    body: cvItemRequest,
    refusals: [400, 404],
  }),
  updateEntry: route<CvLineSaved>()({
    method: 'PUT',
    path: '/candidat/cv/:kind/:id',
    summary: 'Changes one of the CV’s experiences or diplomas.',
    access: candidate,
    params: z.object({ kind: cvEntryKind, id: documentId }),
    body: cvItemRequest,
    refusals: [400, 404],
  }),
  deleteLanguage: route<CvCompletionAnswer>()({
    method: 'DELETE',
    path: '/canditat/profile/cv/delete/competence/langue/:id',
    summary: 'Removes a language from the CV (the spec’s GET; it deletes).',
    access: candidate,
    params: z.object({ id: documentId }),
    refusals: [404],
  }),
  deleteEntry: route<CvCompletionAnswer>()({
    method: 'DELETE',
    path: '/canditat/profile/cv/delete/:kind/:id',
    summary: 'Removes an experience (`poste`) or a diploma from the CV (the spec’s GET; it deletes).',
    access: candidate,
    params: z.object({ kind: cvEntryKind, id: documentId }),
    refusals: [404],
  }),
  visibility: route<CvVisibility>()({
    method: 'POST',
    path: '/canditat/profile/visibile/recruteur',
    summary: 'Shows the CV to recruiters or hides it; refused while the CV is not complete enough.',
    access: candidate,
    body: visibilityRequest,
    refusals: [400],
  }),
  profileTest: route<ProfileTest>()({
    method: 'GET',
    path: '/offre/profil/test',
    summary: 'The profile test: may the candidate’s CV be sent with an application?',
    access: candidate,
  }),
};
