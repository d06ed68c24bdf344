import type { Core } from '@strapi/strapi';
import { cvItemSchema, messages, parseForm } from '@cep/domain';
import type { candidateRoutes, RefusalBody } from '@cep/domain/contracts';
import { owned, type Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { communeByCode } from '../../../places/coordinates';
import { cvs, type EntryKind } from '../services/cv';

type Routes = typeof candidateRoutes;

/**
 * The visibility refused while the CV is not complete enough: the spec's message with `cvComplet` and `visible`
 * false (docs/decisions.md), two flags `RefusalBody` does not name, written as they are.
 */
const INCOMPLETE: RefusalBody & Record<string, unknown> = {
  code: 400,
  cvComplet: false,
  visible: false,
  message: messages.profilIncomplet,
};

/** `poste` in the spec's delete path, `experience` in its load-form path: both name an experience. */
const KINDS: Record<'experience' | 'poste' | 'diplome', EntryKind> = { experience: 'experience', poste: 'experience', diplome: 'diplome' };

/**
 * The candidate's CV (spec 02 §3, §5, §7): the main form, experiences and diplomas, languages, visibility.
 * Every answer that changes the CV carries `pourcentage`, computed by the domain's one completion function.
 */
export const cvHandlers = (
  strapi: Core.Strapi,
): Handlers<
  Pick<
    Routes,
    | 'cv'
    | 'update'
    | 'availability'
    | 'loadForm'
    | 'addLanguage'
    | 'createEntry'
    | 'updateEntry'
    | 'deleteLanguage'
    | 'deleteEntry'
    | 'visibility'
    | 'profileTest'
  >
> => ({
  /** The whole CV with its completion and visibility. */
  async cv({ caller }) {
    return { code: 200, ...(await cvs(strapi).read(caller.id)) };
  },

  /** Title, experience, level, pay, contracts, domains, zones, licences. */
  async update({ body, caller }) {
    const { pourcentage, complet } = await cvs(strapi).save(caller.id, body);
    return { code: 200, pourcentage, cvComplet: complet };
  },

  /** The harvest availability (issue #40 item 3): an empty form clears it. */
  async availability({ body, caller }) {
    const commune = body.commune ? communeByCode(body.commune) : undefined;
    if (body.commune && !commune) return refuse.invalid({ commune: messages.disponibiliteCommune });
    const kept = await cvs(strapi).saveAvailability(caller.id, { ...body, communeNom: commune?.nom });
    return { code: 200, disponibilitesVendanges: kept };
  },

  /** One line's values for its form (JSON, not the HTML fragment). */
  async loadForm({ params, caller }) {
    const kind = KINDS[params.kind];
    const entry = await cvs(strapi).entry(caller.id, kind, params.id);
    if (!entry) return refuse.notFound();
    return kind === 'experience' ? { code: 200, experience: entry } : { code: 200, diplome: entry };
  },

  /** The item form: field errors, or the new line's id with the new completion. */
  async createEntry({ params, body, caller }) {
    const parsed = parseForm(cvItemSchema, body);
    if (!parsed.ok) return refuse.invalid(parsed.errors);
    const saved = await cvs(strapi).saveEntry(caller.id, KINDS[params.kind], parsed.data);
    return { code: 200, id: saved.id, pourcentage: saved.pourcentage, cvComplet: saved.complet };
  },

  /** Someone else's line is not found, whatever the form holds. */
  updateEntry: owned(
    ({ params, caller }) => cvs(strapi).entry(caller.id, KINDS[params.kind], params.id),
    async ({ params, body, caller }) => {
      const parsed = parseForm(cvItemSchema, body);
      if (!parsed.ok) return refuse.invalid(parsed.errors);
      const saved = await cvs(strapi).saveEntry(caller.id, KINDS[params.kind], parsed.data, params.id);
      return { code: 200, id: saved.id, pourcentage: saved.pourcentage, cvComplet: saved.complet };
    },
  ),

  /** `code`, `pourcentage`. */
  async deleteEntry({ params, caller }) {
    const result = await cvs(strapi).removeEntry(caller.id, KINDS[params.kind], params.id);
    if (!result) return refuse.notFound();
    return { code: 200, pourcentage: result.pourcentage, cvComplet: result.complet };
  },

  /** A language with its level. */
  async addLanguage({ body, caller }) {
    const added = await cvs(strapi).addLanguage(caller.id, body);
    return { code: 200, id: added.id, pourcentage: added.pourcentage, cvComplet: added.complet };
  },

  /** `code`, `pourcentage`. */
  async deleteLanguage({ params, caller }) {
    const result = await cvs(strapi).removeLanguage(caller.id, params.id);
    if (!result) return refuse.notFound();
    return { code: 200, pourcentage: result.pourcentage, cvComplet: result.complet };
  },

  /**
   * Shows the CV to recruiters or hides it (`visible` in the body, else the opposite of now); refused while the CV
   * is not complete enough.
   */
  async visibility({ body, caller }) {
    const current = await cvs(strapi).completion(caller.id);
    const wanted = typeof body.visible === 'boolean' ? body.visible : !current.visible;
    const result = await cvs(strapi).setVisible(caller.id, wanted);
    if (!result.ok) return refuse.withFlags(INCOMPLETE);
    return {
      code: 200,
      cvComplet: result.complet,
      visible: result.visible,
      message: result.visible ? messages.visibiliteOn : messages.visibiliteOff,
    };
  },

  /** May the candidate's CV be sent with an application (`profil`)? */
  async profileTest({ caller }) {
    const { complet } = await cvs(strapi).completion(caller.id);
    return { profil: complet, message: complet ? undefined : messages.profilIncomplet };
  },
});
