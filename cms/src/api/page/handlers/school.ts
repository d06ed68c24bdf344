import type { Core } from '@strapi/strapi';
import { messages, parseForm, schoolPageSchema } from '@cep/domain';
import type { pageRoutes } from '@cep/domain/contracts';
import { owned, type Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { events } from '../services/events';
import { pageMedia } from '../services/page-media';
import { schoolPages } from '../services/school-pages';
import { isTrue, pageRow, savedPage, toggledPage } from './page-answers';

type Routes = typeof pageRoutes;

/** The school's page from its account (spec 01 §3–§5, §7; spec 02 §4, §7): its form, images, brochure and events. */
export const schoolHandlers = (
  strapi: Core.Strapi,
): Handlers<
  Pick<
    Routes,
    | 'schoolForm'
    | 'schoolSave'
    | 'schoolImage'
    | 'schoolDeletePhoto'
    | 'brochure'
    | 'deleteBrochure'
    | 'schoolOnline'
    | 'schoolEventSave'
    | 'schoolEventDelete'
  >
> => {
  const schools = schoolPages(strapi);
  const media = pageMedia(strapi, 'ecole');
  const notFound = () => refuse.notFound(messages.pageIntrouvable);
  /** An account has one school page. */
  const page = ({ membership }: { membership: { accountId: number } }) => schools.owned(membership.accountId);

  return {
    /** GET /ecole/page — the page's form as JSON, with whether the subscription runs. */
    async schoolForm({ membership }) {
      const row = await schools.owned(membership.accountId);
      return row ? schools.form(membership.accountId, row, membership.subscribed) : notFound();
    },

    /** PUT /ecole/page — `publier` saves and puts the page online. */
    schoolSave: owned(
      page,
      async ({ body }, row) => {
        const parsed = parseForm(schoolPageSchema, body);
        if (!parsed.ok) return refuse.invalid(parsed.errors);
        return savedPage(await schools.save(row, parsed.data, isTrue(body.publier)));
      },
      messages.pageIntrouvable,
    ),

    /** POST /ecole/page/image/:field — multipart, the file under the field's name (logo, photocouverture, photo). */
    schoolImage: owned(
      page,
      async ({ params, files }, row) => {
        const stored = await media.setImage(pageRow(row), params.field, files[params.field]?.bytes ?? Buffer.alloc(0));
        if (!stored.ok) return refuse.invalid({ [params.field]: stored.message });
        return { code: 200, url: stored.url, photos: stored.photos };
      },
      messages.pageIntrouvable,
    ),

    /** DELETE /ecole/page/delete/photo/:index — the gallery photo at that place (from 0). */
    async schoolDeletePhoto({ params, membership }) {
      const row = await schools.owned(membership.accountId);
      if (!row) return notFound();
      const photos = await media.deletePhoto(pageRow(row), Number(params.index));
      return photos ? { code: 200, photos } : refuse.notFound();
    },

    /** POST /ecole/page/plaquette — multipart `plaquette`, a PDF of at most 2,000,000 bytes. */
    brochure: owned(
      page,
      async ({ files }, row) => {
        const stored = await media.setBrochure(pageRow(row), files.plaquette?.bytes ?? Buffer.alloc(0));
        if (!stored.ok) return refuse.invalid({ plaquette: stored.message });
        return { code: 200, url: stored.url };
      },
      messages.pageIntrouvable,
    ),

    /** DELETE /ecole/page/delete/plaquette */
    async deleteBrochure({ membership }) {
      const row = await schools.owned(membership.accountId);
      if (!row) return notFound();
      await media.deleteBrochure(pageRow(row));
      return { code: 200 };
    },

    /** POST /ecole/enLigne/:etat — `etat` 1 puts the page online, 0 back to draft. */
    async schoolOnline({ params, membership }) {
      const row = await schools.owned(membership.accountId);
      if (!row) return notFound();
      const online = params.etat === '1';
      return toggledPage(await schools.setOnline(row, online), online, Boolean(row.enLigne));
    },

    /** POST /ecole/saveEvent/:id — `id` 'nouveau' creates. */
    async schoolEventSave({ params, body, membership }) {
      const saved = await events(strapi).save(membership.accountId, params.id, body);
      return saved ? { code: 200, ...saved } : refuse.notFound(messages.evenementIntrouvable);
    },

    /** DELETE /ecole/delete/:id */
    async schoolEventDelete({ params, membership }) {
      if (!(await events(strapi).remove(membership.accountId, params.id))) return refuse.notFound(messages.evenementIntrouvable);
      return { code: 200 };
    },
  };
};
