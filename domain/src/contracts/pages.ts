import { z } from '../zod';
import { schoolEventSchema } from '../schemas/school';
import type { Done } from '../responses/form';
import type {
  AgendaAnswer,
  BrochureSaved,
  CompanyPageForm,
  EventSaved,
  PageImageSaved,
  PageOnline,
  PagePhotos,
  PageSaved,
  PageSitemap,
  PublicPageAnswer,
  SchoolPageForm,
} from '../responses/pages';
import { documentId, queryPage } from './fields';
import { route } from './route';

/** Any member of a company account edits its pages, as they publish its offers (decided). */
const company = { member: { type: 'entreprise' } } as const;
const school = { member: { type: 'ecole' } } as const;
/** A school writes its page only while subscribed (spec 02 §4 subscription lock); reading its form stays open. */
const subscribedSchool = { member: { type: 'ecole', subscribed: true } } as const;
const open = { public: true } as const;

const byId = z.object({ id: documentId });

/** The images a page holds, each sent under its own name: a logo, a cover (1366/240) and gallery photos (spec 01 §5, §9). */
export const pageImageField = z.enum(['logo', 'photocouverture', 'photo']);
const PAGE_IMAGE_FILES = pageImageField.options;

/** A gallery photo's place, from 0: the gallery reads it as a number (anything else is not found). */
const photoIndex = z.string().max(20);
/** The toggle's state: 1 puts the page online, 0 back to draft; anything else is not found. */
const onlineState = z.enum(['0', '1']);

/**
 * A page's form as it travels: the page's fields, checked by `companyPageSchema` or `schoolPageSchema` once the
 * page is found to be the caller's, and `publier` (true, '1' or 'true') to save and put it online.
 */
export const pageRequest = z.looseObject({ publier: z.unknown().optional() });

/** An upload's multipart form: its file alone (under the field's name), no other field is read. */
const fileOnly = z.object({});

/**
 * Company, subsidiary and school pages (spec 01 §2, §7; spec 02 §7), their events and the public agenda, then the
 * public pages and their sitemap entries. A company page is addressed by its id (the main one or a subsidiary); an
 * account has one school page. Spec GETs that change data are POST or DELETE here.
 */
export const pageRoutes = {
  companyForm: route<CompanyPageForm>()({
    method: 'GET',
    path: '/load-form-info-entreprise',
    summary: 'The main company’s page form, its images and events.',
    access: company,
    refusals: [404],
  }),
  subsidiaryForm: route<CompanyPageForm>()({
    method: 'GET',
    path: '/load-form-info-entreprise/filiale/:id',
    summary: 'One of the account’s subsidiaries’ page form, with its brand register.',
    access: company,
    params: byId,
    refusals: [404],
  }),
  companySave: route<PageSaved>()({
    method: 'PUT',
    path: '/recrutement/page-entreprise/:id',
    summary: 'Saves one of the account’s company pages; `publier` also puts it online when it has what that needs.',
    access: company,
    params: byId,
    body: pageRequest,
    refusals: [400, 404],
  }),
  companyImage: route<PageImageSaved>()({
    method: 'POST',
    path: '/recrutement/page-entreprise/:id/image/:field',
    summary: 'A company page’s logo, cover or gallery photo, sent under the field’s name and checked by its bytes.',
    access: company,
    params: z.object({ id: documentId, field: pageImageField }),
    body: fileOnly,
    files: PAGE_IMAGE_FILES,
    refusals: [400, 404],
  }),
  companyDeletePhoto: route<PagePhotos>()({
    method: 'DELETE',
    path: '/recrutement/page-entreprise/:id/delete/photo/:index',
    summary: 'Removes the gallery photo at that place (from 0) of a company page.',
    access: company,
    params: z.object({ id: documentId, index: photoIndex }),
    refusals: [404],
  }),
  companyOnline: route<PageOnline>()({
    method: 'POST',
    path: '/recrutement/enLigne/:id/:etat',
    summary: 'Puts a company page online (1) or back to draft (0); 400 with `champ_obligatoire` when it lacks the essentials.',
    access: company,
    params: z.object({ id: documentId, etat: onlineState }),
    refusals: [400, 404],
  }),
  schoolForm: route<SchoolPageForm>()({
    method: 'GET',
    path: '/ecole/page',
    summary: 'The school’s page form, its images, brochure and events, and whether its subscription runs.',
    access: school,
    refusals: [404],
  }),
  schoolSave: route<PageSaved>()({
    method: 'PUT',
    path: '/ecole/page',
    summary: 'Saves the school’s page; `publier` also puts it online when it has what that needs.',
    access: subscribedSchool,
    body: pageRequest,
    refusals: [400, 404],
  }),
  schoolImage: route<PageImageSaved>()({
    method: 'POST',
    path: '/ecole/page/image/:field',
    summary: 'The school page’s logo, cover or gallery photo, sent under the field’s name and checked by its bytes.',
    access: subscribedSchool,
    params: z.object({ field: pageImageField }),
    body: fileOnly,
    files: PAGE_IMAGE_FILES,
    refusals: [400, 404],
  }),
  schoolDeletePhoto: route<PagePhotos>()({
    method: 'DELETE',
    path: '/ecole/page/delete/photo/:index',
    summary: 'Removes the gallery photo at that place (from 0) of the school’s page.',
    access: subscribedSchool,
    params: z.object({ index: photoIndex }),
    refusals: [404],
  }),
  brochure: route<BrochureSaved>()({
    method: 'POST',
    path: '/ecole/page/plaquette',
    summary: 'The school’s brochure (multipart `plaquette`): a PDF of at most 2,000,000 bytes, checked by its bytes.',
    access: subscribedSchool,
    body: fileOnly,
    files: ['plaquette'],
    refusals: [400, 404],
  }),
  deleteBrochure: route<Done>()({
    method: 'DELETE',
    path: '/ecole/page/delete/plaquette',
    summary: 'Removes the school’s brochure.',
    access: subscribedSchool,
    refusals: [404],
  }),
  schoolOnline: route<PageOnline>()({
    method: 'POST',
    path: '/ecole/enLigne/:etat',
    summary: 'Puts the school’s page online (1) or back to draft (0); 400 with `champ_obligatoire` when it lacks the essentials.',
    access: subscribedSchool,
    params: z.object({ etat: onlineState }),
    refusals: [400, 404],
  }),

  schoolEventSave: route<EventSaved>()({
    method: 'POST',
    path: '/ecole/saveEvent/:id',
    summary: 'Saves one of the school’s events; `nouveau` as the id creates one.',
    access: subscribedSchool,
    params: byId,
    body: schoolEventSchema,
    refusals: [400, 404],
  }),
  schoolEventDelete: route<Done>()({
    method: 'DELETE',
    path: '/ecole/delete/:id',
    summary: 'Deletes one of the school’s events.',
    access: subscribedSchool,
    params: byId,
    refusals: [404],
  }),
  companyEventSave: route<EventSaved>()({
    method: 'POST',
    path: '/recrutement/saveEvent/:id',
    summary: 'Saves one of the company’s events (beyond the spec); `nouveau` as the id creates one.',
    access: company,
    params: byId,
    body: schoolEventSchema,
    refusals: [400, 404],
  }),
  companyEventDelete: route<Done>()({
    method: 'DELETE',
    path: '/recrutement/delete/event/:id',
    summary: 'Deletes one of the company’s events.',
    access: company,
    params: byId,
    refusals: [404],
  }),
  agenda: route<AgendaAnswer>()({
    method: 'GET',
    path: '/evenements',
    summary: 'The public agenda: upcoming events, soonest first, a page at a time.',
    access: open,
    query: z.object({ page: queryPage }),
  }),

  company: route<PublicPageAnswer>()({
    method: 'GET',
    path: '/entreprises/:id',
    summary: 'A company’s or a subsidiary’s public page, while online (a draft is not found).',
    access: open,
    params: byId,
    refusals: [404],
  }),
  school: route<PublicPageAnswer>()({
    method: 'GET',
    path: '/ecoles/:id',
    summary: 'A school’s public page, while online (a draft is not found).',
    access: open,
    params: byId,
    refusals: [404],
  }),
  sitemap: route<PageSitemap>()({
    method: 'GET',
    path: '/plan/pages',
    summary: 'Every page online with its last change, for sitemap.xml.',
    access: open,
  }),
};
