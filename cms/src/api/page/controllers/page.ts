import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { companyPageSchema, messages, parseForm, schoolPageSchema, type OnlineAnswer, type PageKind } from '@cep/domain';
import { membershipIn } from '../../../utils/membership';
import { refuse } from '../../../utils/respond';
import { uploadIn } from '../../../private-files/uploads';
import { companyPages } from '../services/company-pages';
import { schoolPages } from '../services/school-pages';
import { PAGE_IMAGES, pageMedia, type PageImage, type PageRow } from '../services/page-media';

const isTrue = (value: unknown) => value === true || value === '1' || value === 'true';

/**
 * The company, subsidiary and school pages from their account (spec 01 §2, §4, §7; spec 02 §3, §4, §7). The
 * routes of both families share these handlers: the account-member policy has checked the account's type,
 * which says which page it is. A company page is addressed by its id (the main one or a subsidiary); an
 * account has one school page.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const companies = companyPages(strapi);
  const schools = schoolPages(strapi);

  const kindOf = (ctx: Context): PageKind => membershipIn(ctx).type;

  /** The caller's page, or a 404 answered here. */
  async function owned(ctx: Context) {
    const { accountId } = membershipIn(ctx);
    const id = ctx.params.id as string | undefined;
    const row = kindOf(ctx) === 'ecole' ? await schools.owned(accountId) : await companies.owned(accountId, id);
    if (!row) {
      ctx.status = 404;
      ctx.body = { code: 404, message: messages.pageIntrouvable };
    }
    return row;
  }

  const missingErrors = (missing: string[]) => Object.fromEntries(missing.map((field) => [field, messages.champObligatoire]));

  return {
    /** GET /load-form-info-entreprise(/filiale/:id), GET /ecole/page — the page's form as JSON. */
    async form(ctx: Context) {
      const row = await owned(ctx);
      if (!row) return;
      const { accountId, subscribed } = membershipIn(ctx);
      ctx.body = kindOf(ctx) === 'ecole' ? await schools.form(accountId, row, subscribed) : await companies.form(accountId, row);
    },

    /** PUT /recrutement/page-entreprise/:id, PUT /ecole/page — `publier` saves and puts the page online. */
    async save(ctx: Context) {
      const row = await owned(ctx);
      if (!row) return;
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const publish = isTrue(body.publier);
      const result =
        kindOf(ctx) === 'ecole'
          ? await parsedThen(ctx, parseForm(schoolPageSchema, body), (data) => schools.save(row, data, publish))
          : await parsedThen(ctx, parseForm(companyPageSchema, body), (data) => companies.save(row, data, publish));
      if (!result) return;
      if (!result.ok) return refuse(ctx, missingErrors(result.missing), { message: messages.pageIncomplete });
      ctx.body = { code: 200, enLigne: result.enLigne, message: messages.pageEnregistree };
    },

    /** POST /recrutement/enLigne/:id/:etat, POST /ecole/enLigne/:etat — `etat` 1 puts the page online, 0 back to draft. */
    async online(ctx: Context) {
      const etat = String(ctx.params.etat);
      if (etat !== '0' && etat !== '1') return ctx.notFound();
      const row = await owned(ctx);
      if (!row) return;
      const online = etat === '1';
      const missing = kindOf(ctx) === 'ecole' ? await schools.setOnline(row, online) : await companies.setOnline(row, online);
      const answer: OnlineAnswer =
        missing.length === 0
          ? { code: 200, enLigne: online, champ_obligatoire: [] }
          : { code: 400, enLigne: Boolean(row.enLigne), champ_obligatoire: missing, message: messages.pageIncomplete };
      ctx.status = answer.code;
      ctx.body = answer;
    },

    /** POST …/image/:field — multipart, the file under the field's name (logo, photocouverture, photo). */
    async image(ctx: Context) {
      const field = String(ctx.params.field) as PageImage;
      if (!PAGE_IMAGES.includes(field)) return ctx.notFound();
      const row = await owned(ctx);
      if (!row) return;
      const upload = await uploadIn(ctx, field);
      const stored = await pageMedia(strapi, kindOf(ctx)).setImage(row as PageRow, field, upload?.bytes ?? Buffer.alloc(0));
      if (!stored.ok) return refuse(ctx, { [field]: stored.message });
      ctx.body = { code: 200, url: stored.url, photos: stored.photos };
    },

    /** DELETE …/delete/photo/:index — the gallery photo at that place (from 0). */
    async deletePhoto(ctx: Context) {
      const row = await owned(ctx);
      if (!row) return;
      const photos = await pageMedia(strapi, kindOf(ctx)).deletePhoto(row as PageRow, Number(ctx.params.index));
      if (!photos) return ctx.notFound();
      ctx.body = { code: 200, photos };
    },

    /** POST /ecole/page/plaquette — multipart `plaquette`, a PDF of at most 2,000,000 bytes. */
    async brochure(ctx: Context) {
      const row = await owned(ctx);
      if (!row) return;
      const upload = await uploadIn(ctx, 'plaquette');
      const stored = await pageMedia(strapi, 'ecole').setBrochure(row as PageRow, upload?.bytes ?? Buffer.alloc(0));
      if (!stored.ok) return refuse(ctx, { plaquette: stored.message });
      ctx.body = { code: 200, url: stored.url };
    },

    /** DELETE /ecole/page/delete/plaquette */
    async deleteBrochure(ctx: Context) {
      const row = await owned(ctx);
      if (!row) return;
      await pageMedia(strapi, 'ecole').deleteBrochure(row as PageRow);
      ctx.body = { code: 200 };
    },
  };

  /** The form's errors answered here (null), or what `then` returns. */
  async function parsedThen<T, R>(
    ctx: Context,
    parsed: { ok: true; data: T } | { ok: false; errors: Record<string, string> },
    then: (data: T) => Promise<R>,
  ) {
    if (!parsed.ok) {
      refuse(ctx, parsed.errors);
      return null;
    }
    return then(parsed.data);
  }
};
