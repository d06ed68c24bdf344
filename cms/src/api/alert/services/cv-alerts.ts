import type { Core, Modules } from '@strapi/strapi';
import { alertMachine, MAX_ALERTS, transition, type AlertState, type RecruiterAlertForm, type RecruiterAlertView } from '@cep/domain';
import { resolvePlaces } from '../../../places/places';
import { documentData } from '../../../utils/document-data';
import { numberList } from '../../../utils/json-columns';
import { suspendAlert } from './suspend-alert';
import { UIDS } from '../../../uids';

/** The spec 02 §3 criteria of a CV alert, as stored. */
export type CvAlertCriteria = {
  titre: string;
  experience?: number | null;
  formation?: number | null;
  domaine1?: number | null;
  domaine2?: number | null;
  domaine3?: number | null;
  contrats?: unknown;
  recruteurAlerteZonegeo?: unknown;
  candidatDispoFrance?: boolean | null;
};

/** The author shown with each alert; exactly this is populated. */
const AUTHOR: { auteur: { fields: Array<'prenom' | 'nom'> } } = { auteur: { fields: ['prenom', 'nom'] } };

type AlertDoc = Modules.Documents.Document<typeof UIDS.cvAlert, { populate: typeof AUTHOR }>;

/** The zones a CV alert keeps in its JSON column: the autocomplete's ids and labels (`columnsOf` wrote them). */
export const alertZones = (value: unknown): Array<{ id: string; label: string }> =>
  Array.isArray(value)
    ? value.flatMap((zone: unknown) =>
        zone && typeof zone === 'object' && 'id' in zone && 'label' in zone && typeof zone.id === 'string' && typeof zone.label === 'string'
          ? [{ id: zone.id, label: zone.label }]
          : [],
      )
    : [];

function toView(alert: AlertDoc): RecruiterAlertView {
  return {
    id: alert.documentId,
    // Required columns; `statut` defaults to active.
    titre: alert.titre ?? '',
    experience: alert.experience ?? null,
    formation: alert.formation ?? null,
    domaine1: alert.domaine1 ?? null,
    domaine2: alert.domaine2 ?? null,
    domaine3: alert.domaine3 ?? null,
    contrats: numberList(alert.contrats),
    recruteurAlerteZonegeo: alertZones(alert.recruteurAlerteZonegeo),
    candidatDispoFrance: Boolean(alert.candidatDispoFrance),
    statut: alert.statut ?? 'active',
    creeLe: alert.createdAt ? new Date(alert.createdAt).toISOString() : '',
    auteur: [alert.auteur?.prenom, alert.auteur?.nom].filter(Boolean).join(' '),
  };
}

/** The form's columns; zone labels are the autocomplete's own, whatever the form sent. */
function columnsOf(form: RecruiterAlertForm) {
  const places = new Map(resolvePlaces(form.recruteurAlerteZonegeo.map((zone) => zone.id)).map((place) => [place.id, place.value]));
  return {
    titre: form.titre,
    experience: form.experience ?? null,
    formation: form.formation ?? null,
    domaine1: form.domaine1 ?? null,
    domaine2: form.domaine2 ?? null,
    domaine3: form.domaine3 ?? null,
    contrats: form.contrats,
    recruteurAlerteZonegeo: form.recruteurAlerteZonegeo.flatMap((zone) =>
      places.has(zone.id) ? [{ id: zone.id, label: places.get(zone.id)! }] : [],
    ),
    candidatDispoFrance: form.candidatDispoFrance,
  };
}

/**
 * Recruiters' CV alerts (spec 02 §3, §7; issue #13 item 3): they belong to the account, every member manages
 * them, and each is sent to the member who made it. Another account's alert is not found.
 */
export function cvAlerts(strapi: Core.Strapi) {
  const docs = () => strapi.documents(UIDS.cvAlert);
  const populate = AUTHOR;
  const own = (accountId: number, documentId: string) =>
    docs().findFirst({ filters: { documentId, account: { id: accountId } }, populate });

  return {
    async list(accountId: number): Promise<RecruiterAlertView[]> {
      const rows = await docs().findMany({
        filters: { account: { id: accountId } },
        sort: { createdAt: 'desc' },
        populate,
      });
      return rows.map(toView);
    },

    async find(accountId: number, documentId: string): Promise<RecruiterAlertView | null> {
      const alert = await own(accountId, documentId);
      return alert ? toView(alert) : null;
    },

    /** A new alert: it sends CVs made visible from now on. */
    async create(accountId: number, userId: number, form: RecruiterAlertForm): Promise<RecruiterAlertView | 'trop'> {
      if ((await docs().count({ filters: { account: { id: accountId } } })) >= MAX_ALERTS) return 'trop';
      const created = await docs().create({
        data: documentData(UIDS.cvAlert, {
          ...columnsOf(form),
          account: accountId,
          auteur: userId,
          statut: 'active',
          dernierPassage: new Date().toISOString(),
        }),
        populate,
      });
      return toView(created);
    },

    async update(accountId: number, documentId: string, form: RecruiterAlertForm): Promise<RecruiterAlertView | null> {
      if (!(await own(accountId, documentId))) return null;
      const updated = await docs().update({ documentId, data: documentData(UIDS.cvAlert, columnsOf(form)), populate });
      return updated ? toView(updated) : null;
    },

    /** `/recrutement/active-alerte/{id}`: active ↔ suspended; reactivating starts from now, as for candidates. */
    async toggle(accountId: number, documentId: string): Promise<AlertState | null> {
      const alert = await own(accountId, documentId);
      if (!alert) return null;
      const statut = alert.statut ?? 'active';
      const result = transition(alertMachine, statut, statut === 'active' ? 'suspendre' : 'activer', 'recruteur');
      if (!result.ok) return null;
      await docs().update({
        documentId,
        data: documentData(UIDS.cvAlert, {
          statut: result.to,
          ...(result.to === 'active' ? { dernierPassage: new Date().toISOString() } : {}),
        }),
      });
      return result.to;
    },

    async remove(accountId: number, documentId: string): Promise<boolean> {
      if (!(await own(accountId, documentId))) return false;
      await docs().delete({ documentId });
      return true;
    },

    /** The e-mail's one-click link: the alert is suspended (a member may reactivate it). */
    unsubscribe: (alertId: number) => suspendAlert(strapi, UIDS.cvAlert, 'statut', alertId),
  };
}
