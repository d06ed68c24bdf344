import { z } from '../zod';
import type { CvBuyerList, CvLibraryAnswer, CvLikeAnswer, CvPurchaseAnswer, LibraryCvAnswer } from '../responses/cvtheque';
import { documentId, queryPage, queryText } from './fields';
import { route, type FileAnswer } from './route';

const recruiter = { member: { type: 'entreprise' } } as const;
const byId = z.object({ id: documentId });

/** A filter the search reads as a list: one value (commas between several) or the key repeated. */
const queryValues = z.union([z.string().max(2000), z.array(z.string().max(200)).max(100)]).optional();

/** The library's search as its URL says it (French names); unknown values are dropped by the search. */
export const cvSearchQuery = z.object({
  q: queryText(1000),
  zone: queryValues,
  rayon: queryText(12),
  mobile: queryText(12),
  contrat: queryValues,
  domaine: queryValues,
  experience: queryValues,
  niveau: queryValues,
  langue: queryValues,
  permis: queryText(12),
  aimes: queryText(12),
  page: queryPage,
});

/**
 * The CV library (spec 02 §7; issue #13). The spec's GETs that spend or write (`/recrutement/achat/cv/{id}`,
 * `/recrutement/candidat/{id}/like|dislike`) are POST on the same paths. Buying reaches a person's contact details:
 * it needs a confirmed e-mail. An account without access is refused with 403, why (`message`), `acces: false` and
 * its CV credits.
 */
export const cvthequeRoutes = {
  search: route<CvLibraryAnswer>()({
    method: 'GET',
    path: '/recrutement/cvtheque',
    summary: 'Searches the visible CVs, anonymous, for an account with access to the library.',
    access: recruiter,
    query: cvSearchQuery,
    refusals: [403],
  }),
  findOne: route<LibraryCvAnswer>()({
    method: 'GET',
    path: '/recrutement/cvtheque/:id',
    summary: 'One CV of the library: its anonymous card, or the full CV once the account bought it.',
    access: recruiter,
    params: byId,
    refusals: [403, 404],
  }),
  file: route<FileAnswer>()({
    method: 'GET',
    path: '/recrutement/cvtheque/:id/:file(photo|fichier)',
    summary: 'A bought CV’s photo or file, for the buying account’s recruiters.',
    access: recruiter,
    params: z.object({ id: documentId, file: z.enum(['photo', 'fichier']) }),
    refusals: [403, 404],
  }),
  buy: route<CvPurchaseAnswer>()({
    method: 'POST',
    path: '/recrutement/achat/cv/:id',
    summary: 'Buys a CV with one CV credit (free when the account already bought it); 402 without a credit.',
    access: { member: { type: 'entreprise', confirmed: true } },
    params: byId,
    refusals: [402, 403, 404],
  }),
  like: route<CvLikeAnswer>()({
    method: 'POST',
    path: '/recrutement/candidat/:id/:action(like|dislike)',
    summary: 'Likes or unlikes a CV for the whole account (the spec’s GETs; they write).',
    access: recruiter,
    params: z.object({ id: documentId, action: z.enum(['like', 'dislike']) }),
    refusals: [403, 404],
  }),
  buyers: route<CvBuyerList>()({
    method: 'GET',
    path: '/candidat/cv/acheteurs',
    summary: 'The companies that bought the candidate’s CV, and when, newest first.',
    access: { roles: ['candidat'] },
  }),
};
