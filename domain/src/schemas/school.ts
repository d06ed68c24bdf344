import { z } from '../zod';
import { isIsoDate } from '../dates';
import { COUNTRY_ID_FRANCE, PLACE_LIST_MAX } from '../constants';
import { messages } from '../messages';
import { DOMAINS, ids, STUDY_LEVELS } from '../referentials';
import { FRANCE, isKnownCountry } from '../vat';
import { boundedList, emptyToUndefined, hasText, optionalText, positiveNumber, requiredText } from './fields';
import { videoUrlField } from './pages';

export const COURSE_TYPES = ['diplomante', 'certifiante', 'courte', 'continue'] as const;
export const COURSE_MODALITIES = ['presentiel', 'distanciel', 'alternance', 'mixte'] as const;
export const COURSE_FUNDINGS = ['cpf', 'opco', 'france-travail', 'region', 'personnel', 'autre'] as const;

/** What a published course needs (spec 02 §5); France also needs its departments. The form marks these. */
export const COURSE_PUBLICATION_REQUIRED = ['titre', 'type', 'niveau', 'domaine', 'pays', 'tarif', 'objectif', 'modalites'] as const;

/**
 * Course (spec 02 §3, §5). A draft needs the title only; publication also needs type, level, domain, country
 * and price, a department in France, an objective, a modality, and the free text of the 'autre' funding.
 */
export function createCourseSchema(mode: 'publication' | 'brouillon') {
  return z
    .object({
      titre: requiredText(255),
      type: z.preprocess(emptyToUndefined, z.enum(COURSE_TYPES, { error: messages.champObligatoire }).optional()),
      niveau: z.preprocess(
        emptyToUndefined,
        z.coerce
          .number()
          .refine((v) => ids(STUDY_LEVELS).includes(v), { error: messages.champObligatoire })
          .optional(),
      ),
      domaine: z.preprocess(
        emptyToUndefined,
        z.coerce
          .number()
          .refine((v) => ids(DOMAINS).includes(v), { error: messages.champObligatoire })
          .optional(),
      ),
      // Spec 02 §9: the spec's calls name France by its legacy id 71 (a number or text); Cep stores ISO codes.
      pays: z.preprocess(
        (value) => (String(value).trim() === String(COUNTRY_ID_FRANCE) ? FRANCE : emptyToUndefined(value)),
        z.string().trim().toUpperCase().refine(isKnownCountry, { error: messages.filialePays }).optional(),
      ),
      tarif: z.preprocess(emptyToUndefined, positiveNumber().optional()),
      objectif: optionalText(20000),
      modalites: boundedList(z.enum(COURSE_MODALITIES, { error: messages.modaliteRequise }), COURSE_MODALITIES.length).default([]),
      departements: boundedList(z.string().regex(/^(\d{2,3}|2[AB])$/), PLACE_LIST_MAX).default([]),
      formationCommuneid: z.preprocess(
        emptyToUndefined,
        z
          .string()
          .regex(/^\d[\dAB]\d{3}$/)
          .optional(),
      ),
      financements: boundedList(z.enum(COURSE_FUNDINGS), COURSE_FUNDINGS.length).default([]),
      financementAutre: optionalText(255),
      urlVideo: videoUrlField(),
    })
    .superRefine((v, ctx) => {
      const need = (path: string, ok: boolean, message: string = messages.champObligatoire) => {
        if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
      };
      if (v.financements.includes('autre')) need('financementAutre', Boolean(v.financementAutre), messages.financementAutre);
      if (mode === 'brouillon') return;
      need('type', v.type !== undefined);
      need('niveau', v.niveau !== undefined);
      need('domaine', v.domaine !== undefined);
      need('pays', v.pays !== undefined);
      need('tarif', v.tarif !== undefined);
      if (v.pays === FRANCE) need('departements', v.departements.length > 0, messages.departementRequis);
      need('objectif', hasText(v.objectif), messages.objectifVide);
      need('modalites', v.modalites.length > 0, messages.modaliteRequise);
    });
}

const dateField = z.preprocess(emptyToUndefined, z.string().refine(isIsoDate, { error: messages.sessionTroisChamps }).optional());

/** Course session (spec 02 §5): the three fields together, the end not before the start. */
export const courseSessionSchema = z
  .object({ lieu: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(255).optional()), dateDeb: dateField, dateFin: dateField })
  .superRefine((v, ctx) => {
    if (!v.lieu || !v.dateDeb || !v.dateFin) {
      ctx.addIssue({ code: 'custom', path: ['_form'], message: messages.sessionTroisChamps });
      return;
    }
    if (v.dateFin < v.dateDeb) ctx.addIssue({ code: 'custom', path: ['dateFin'], message: messages.sessionDateFin });
  })
  .transform((v) => ({ lieu: v.lieu as string, dateDeb: v.dateDeb as string, dateFin: v.dateFin as string }));

/**
 * School event (spec 01 §3): title, place, start and end dates. One already over is refused: the agenda and the
 * public page show only what is to come, so it would be saved for nobody to see.
 */
export const schoolEventSchema = z
  .object({
    titre: requiredText(255),
    localisation: requiredText(255),
    dateDebut: z.string({ error: messages.champObligatoire }).refine(isIsoDate, { error: messages.champObligatoire }),
    dateFin: z.string({ error: messages.champObligatoire }).refine(isIsoDate, { error: messages.champObligatoire }),
  })
  .superRefine((v, ctx) => {
    if (v.dateFin < v.dateDebut) ctx.addIssue({ code: 'custom', path: ['dateFin'], message: messages.sessionDateFin });
    else if (v.dateFin < new Date().toISOString().slice(0, 10))
      ctx.addIssue({ code: 'custom', path: ['dateFin'], message: messages.evenementPasse });
  });

export type Course = z.infer<ReturnType<typeof createCourseSchema>>;
export type CourseSession = z.infer<typeof courseSessionSchema>;
export type SchoolEvent = z.infer<typeof schoolEventSchema>;

/** A school's subscription, set by staff (issue #14 item 6): its last day, or nothing to end it. */
export const subscriptionSchema = z.object({
  abonnementFin: z.preprocess(
    emptyToUndefined,
    z.string().refine(isIsoDate, { error: messages.champObligatoire }).nullable().default(null),
  ),
});
