import type { Core } from '@strapi/strapi';
import { companyPageSchema, messages, parseForm } from '@cep/domain';
import type { pageRoutes } from '@cep/domain/contracts';
import { owned, type Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { companyPages } from '../services/company-pages';
import { events } from '../services/events';
import { pageMedia } from '../services/page-media';
import { isTrue, pageRow, savedPage, toggledPage } from './page-answers';

type Routes = typeof pageRoutes;

/**
 * A company's and its subsidiaries' pages from their account (spec 01 §2, §4, §7; spec 02 §3, §4, §7), and the
 * company's events (beyond the spec). A page is addressed by its id (the main one or a subsidiary); another
 * account's is not found.
 */
export const companyHandlers = (
  strapi: Core.Strapi,
): Handlers<
  Pick<
    Routes,
    | 'companyForm'
    | 'subsidiaryForm'
    | 'companySave'
    | 'companyImage'
    | 'companyDeletePhoto'
    | 'companyOnline'
    | 'companyEventSave'
    | 'companyEventDelete'
  >
> => {
  const companies = companyPages(strapi);
  const media = pageMedia(strapi, 'entreprise');
  const notFound = () => refuse.notFound(messages.pageIntrouvable);

  return {
    /** GET /load-form-info-entreprise — the main company's page form as JSON. */
    async companyForm({ membership }) {
      const row = await companies.owned(membership.accountId);
      return row ? companies.form(membership.accountId, row) : notFound();
    },

    /** GET /load-form-info-entreprise/filiale/:id — a subsidiary's. */
    async subsidiaryForm({ params, membership }) {
      const row = await companies.owned(membership.accountId, params.id);
      return row ? companies.form(membership.accountId, row) : notFound();
    },

    /** PUT /recrutement/page-entreprise/:id — `publier` saves and puts the page online. */
    companySave: owned(
      ({ params, membership }) => companies.owned(membership.accountId, params.id),
      async ({ body }, row) => {
        const parsed = parseForm(companyPageSchema, body);
        if (!parsed.ok) return refuse.invalid(parsed.errors);
        return savedPage(await companies.save(row, parsed.data, isTrue(body.publier)));
      },
      messages.pageIntrouvable,
    ),

    /** POST …/image/:field — multipart, the file under the field's name (logo, photocouverture, photo). */
    companyImage: owned(
      ({ params, membership }) => companies.owned(membership.accountId, params.id),
      async ({ params, files }, row) => {
        const stored = await media.setImage(pageRow(row), params.field, files[params.field]?.bytes ?? Buffer.alloc(0));
        if (!stored.ok) return refuse.invalid({ [params.field]: stored.message });
        return { code: 200, url: stored.url, photos: stored.photos };
      },
      messages.pageIntrouvable,
    ),

    /** DELETE …/delete/photo/:index — the gallery photo at that place (from 0). */
    async companyDeletePhoto({ params, membership }) {
      const row = await companies.owned(membership.accountId, params.id);
      if (!row) return notFound();
      const photos = await media.deletePhoto(pageRow(row), Number(params.index));
      return photos ? { code: 200, photos } : refuse.notFound();
    },

    /** POST /recrutement/enLigne/:id/:etat — `etat` 1 puts the page online, 0 back to draft. */
    async companyOnline({ params, membership }) {
      const row = await companies.owned(membership.accountId, params.id);
      if (!row) return notFound();
      const online = params.etat === '1';
      return toggledPage(await companies.setOnline(row, online), online, Boolean(row.enLigne));
    },

    /** POST /recrutement/saveEvent/:id — `id` 'nouveau' creates. */
    async companyEventSave({ params, body, membership }) {
      const saved = await events(strapi).save(membership.accountId, params.id, body);
      return saved ? { code: 200, ...saved } : refuse.notFound(messages.evenementIntrouvable);
    },

    /** DELETE /recrutement/delete/event/:id */
    async companyEventDelete({ params, membership }) {
      if (!(await events(strapi).remove(membership.accountId, params.id))) return refuse.notFound(messages.evenementIntrouvable);
      return { code: 200 };
    },
  };
};
