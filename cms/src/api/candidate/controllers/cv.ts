import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { cvItemSchema, cvLanguageSchema, cvSchema, messages, parseForm } from '@cep/domain';
import { refuse } from '../../../utils/respond';
import { cvs, type EntryKind } from '../services/cv';
import { userIdOf } from '../../../utils/current-user';

/** `poste` in the spec's delete path, `experience` in its load-form path: both name an experience. */
const KINDS: Record<string, EntryKind> = { experience: 'experience', poste: 'experience', diplome: 'diplome' };

function kindOf(ctx: Context): EntryKind | null {
  return KINDS[String(ctx.params.kind)] ?? null;
}

function notFound(ctx: Context) {
  ctx.status = 404;
  ctx.body = { code: 404 };
}

/**
 * The candidate's CV (spec 02 §3, §5, §7): the main form, experiences and diplomas, languages, visibility.
 * Every answer that changes the CV carries `pourcentage`, computed by the domain's one completion function.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /candidat/cv — the whole CV with its completion and visibility. */
  async find(ctx: Context) {
    ctx.body = { code: 200, ...(await cvs(strapi).read(userIdOf(ctx))) };
  },

  /** PUT /candidat/cv — title, experience, level, pay, contracts, domains, zones, licences. */
  async update(ctx: Context) {
    const parsed = parseForm(cvSchema, ctx.request.body);
    if (!parsed.ok) return refuse(ctx, parsed.errors);
    const { pourcentage, complet } = await cvs(strapi).save(userIdOf(ctx), parsed.data);
    ctx.body = { code: 200, pourcentage, cvComplet: complet };
  },

  /** GET /load-form/{experience|diplome}/{id} — one line's values for its form (JSON, not the HTML fragment). */
  async loadForm(ctx: Context) {
    const kind = kindOf(ctx);
    const entry = kind ? await cvs(strapi).entry(userIdOf(ctx), kind, String(ctx.params.id)) : null;
    if (!entry) return notFound(ctx);
    ctx.body = { code: 200, [kind!]: entry };
  },

  /** POST /candidat/cv/{experience|diplome}[/:id] — the item form: `errors`, or `code` 200 with the new completion. */
  async saveEntry(ctx: Context) {
    const kind = kindOf(ctx);
    const id = ctx.params.id ? String(ctx.params.id) : undefined;
    // Someone else's line is not found, whatever the form holds.
    if (!kind || (id && !(await cvs(strapi).entry(userIdOf(ctx), kind, id)))) return notFound(ctx);
    const parsed = parseForm(cvItemSchema, ctx.request.body);
    if (!parsed.ok) return refuse(ctx, parsed.errors);
    const saved = await cvs(strapi).saveEntry(userIdOf(ctx), kind, parsed.data, id);
    ctx.body = { code: 200, id: saved.id, pourcentage: saved.pourcentage, cvComplet: saved.complet };
  },

  /** DELETE /canditat/profile/cv/delete/{poste|diplome}/{id} — `code`, `pourcentage`. */
  async deleteEntry(ctx: Context) {
    const kind = kindOf(ctx);
    const result = kind ? await cvs(strapi).removeEntry(userIdOf(ctx), kind, String(ctx.params.id)) : null;
    if (!result) return notFound(ctx);
    ctx.body = { code: 200, pourcentage: result.pourcentage, cvComplet: result.complet };
  },

  /** POST /candidat/cv/langue — a language with its level. */
  async addLanguage(ctx: Context) {
    const parsed = parseForm(cvLanguageSchema, ctx.request.body);
    if (!parsed.ok) return refuse(ctx, parsed.errors);
    const added = await cvs(strapi).addLanguage(userIdOf(ctx), parsed.data);
    ctx.body = { code: 200, id: added.id, pourcentage: added.pourcentage, cvComplet: added.complet };
  },

  /** DELETE /canditat/profile/cv/delete/competence/langue/{id} — `code`, `pourcentage`. */
  async deleteLanguage(ctx: Context) {
    const result = await cvs(strapi).removeLanguage(userIdOf(ctx), String(ctx.params.id));
    if (!result) return notFound(ctx);
    ctx.body = { code: 200, pourcentage: result.pourcentage, cvComplet: result.complet };
  },

  /**
   * POST /canditat/profile/visibile/recruteur — shows the CV to recruiters or hides it (`visible` in the body,
   * else the opposite of now); refused while the CV is not complete enough (`code`, `cvComplet`).
   */
  async visibility(ctx: Context) {
    const body = (ctx.request.body ?? {}) as { visible?: unknown };
    const current = await cvs(strapi).completion(userIdOf(ctx));
    const wanted = typeof body.visible === 'boolean' ? body.visible : !current.visible;
    const result = await cvs(strapi).setVisible(userIdOf(ctx), wanted);
    if (!result.ok) {
      ctx.status = 400;
      ctx.body = { code: 400, cvComplet: false, visible: false, message: messages.profilIncomplet };
      return;
    }
    ctx.body = {
      code: 200,
      cvComplet: result.complet,
      visible: result.visible,
      message: result.visible ? messages.visibiliteOn : messages.visibiliteOff,
    };
  },

  /** GET /offre/profil/test — may the candidate's CV be sent with an application (`profil`)? */
  async profileTest(ctx: Context) {
    const { complet } = await cvs(strapi).completion(userIdOf(ctx));
    ctx.body = { profil: complet, message: complet ? undefined : messages.profilIncomplet };
  },
});
