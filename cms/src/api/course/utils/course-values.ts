import type { Modules } from '@strapi/strapi';
import { cardDate, type Course, type CourseFormValues, type CourseSessionView } from '@cep/domain';
import { communeByCode } from '../../../places/coordinates';
import { stringList } from '../../../utils/json-columns';
import { toPlainText, toSafeHtml } from '../../../utils/rich-text';
import { UIDS } from '../../../uids';

export type CourseRow = Modules.Documents.Document<typeof UIDS.course>;
type SessionRow = Pick<Modules.Documents.Document<typeof UIDS.courseSession>, 'documentId' | 'lieu' | 'dateDeb' | 'dateFin'>;

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A course's columns from its parsed form; the objective is sanitised here, on write. */
export function courseAttributes(data: Course) {
  return {
    titre: data.titre,
    type: data.type ?? null,
    niveau: data.niveau ?? null,
    domaine: data.domaine ?? null,
    pays: data.pays ?? null,
    tarif: data.tarif ?? null,
    objectif: toSafeHtml(data.objectif) || null,
    modalites: data.modalites,
    departements: data.departements,
    formationCommuneid: data.formationCommuneid ?? null,
    financements: data.financements,
    // The free text goes with the 'autre' choice only.
    financementAutre: data.financements.includes('autre') ? (data.financementAutre ?? null) : null,
    urlVideo: data.urlVideo ?? null,
  };
}

/** Back to the form: what `createCourseSchema` reads, so a stored course can be checked again before publishing. */
export function courseFormValues(row: CourseRow): CourseFormValues {
  const commune = row.formationCommuneid ? communeByCode(row.formationCommuneid) : undefined;
  return {
    titre: text(row.titre),
    type: text(row.type),
    niveau: text(row.niveau),
    domaine: text(row.domaine),
    pays: text(row.pays),
    tarif: text(row.tarif),
    objectif: toPlainText(row.objectif),
    modalites: stringList(row.modalites),
    departements: stringList(row.departements),
    formationCommuneid: text(row.formationCommuneid),
    communeLibelle: commune ? `${commune.nom} (${commune.codePostal})` : '',
    financements: stringList(row.financements),
    financementAutre: text(row.financementAutre),
    urlVideo: text(row.urlVideo),
  };
}

export function toSessionView(row: SessionRow): CourseSessionView {
  const dateDeb = String(row.dateDeb);
  const dateFin = String(row.dateFin);
  return { id: row.documentId, lieu: row.lieu ?? '', dateDeb, dateFin, dateDebCard: cardDate(dateDeb), dateFinCard: cardDate(dateFin) };
}
