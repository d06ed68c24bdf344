import type { Core, Modules } from '@strapi/strapi';
import {
  alertLabel,
  alertMachine,
  alertSignature,
  MAX_ALERTS,
  transition,
  type AlertCriteria,
  type AlertFrequency,
  type AlertState,
  type CandidateAlertForm,
  type CandidateAlertView,
} from '@cep/domain';
import { resolvePlaces } from '../../../places/places';
import { documentData } from '../../../utils/document-data';
import { candidateProfile } from '../../candidate';
import { alertSearchString } from './offer-digests';
import { storedCriteria } from './stored-criteria';
import { suspendAlert } from './suspend-alert';
import { UIDS } from '../../../uids';

type AlertDoc = Modules.Documents.Document<typeof UIDS.candidateAlert>;

export type SaveOutcome = { ok: true; view: CandidateAlertView } | { ok: false; reason: 'presente' | 'trop' | 'zone'; id?: string };

/** The form's criteria (the frequency and the state are the alert's, not what it searches). */
export function criteriaOf(form: Omit<CandidateAlertForm, 'frequence' | 'etat'>): AlertCriteria {
  return {
    motCle: form.motCle || undefined,
    zonegeo: form.zonegeo,
    rayon: form.rayon,
    contrats: form.contrats,
    domaines: form.domaines,
    experience: form.experience,
    niveaux: form.niveaux,
    vendanges: form.vendanges,
    saison: form.saison,
    teletravail: form.teletravail,
  };
}

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);

function toView(alert: AlertDoc): CandidateAlertView {
  const criteres = storedCriteria(alert.criteres);
  return {
    id: alert.documentId,
    libelle: alert.libelle ?? '',
    criteres,
    zones: resolvePlaces(criteres.zonegeo).map((place) => ({ id: place.id, value: place.value })),
    // Both columns are required, with these defaults.
    frequence: alert.frequence ?? 'quotidienne',
    etat: alert.etat ?? 'active',
    creeLe: iso(alert.createdAt) ?? '',
    dernierEnvoi: iso(alert.dernierEnvoi),
    offresEnvoyees: alert.offresEnvoyees ?? 0,
    recherche: alertSearchString(criteres),
  };
}

/** What an alert searches and how it is named and sent, as stored. */
const searchColumns = (criteria: AlertCriteria, zones: Array<{ value: string }>, frequence: AlertFrequency) => ({
  criteres: criteria,
  signature: alertSignature(criteria),
  libelle: alertLabel(
    criteria,
    zones.map((z) => z.value),
  ),
  frequence,
  vendanges: criteria.vendanges,
});

/**
 * A candidate's search alerts (spec 02 §3, §4, §7; issue #13 item 1), always the caller's own: another
 * candidate's alert is not found. Two alerts of one candidate never search the same thing (« alertepresente »).
 */
export function candidateAlerts(strapi: Core.Strapi) {
  const docs = () => strapi.documents(UIDS.candidateAlert);
  const profile = (userId: number) => candidateProfile(strapi, userId, { user: { fields: ['id'] } });
  const own = (userId: number, documentId: string) => docs().findFirst({ filters: { documentId, candidate: { user: { id: userId } } } });

  /** Zones the autocomplete knows, in the order given; an unknown one would silently widen the alert. */
  function knownZones(criteria: AlertCriteria) {
    const places = resolvePlaces(criteria.zonegeo);
    return places.length === criteria.zonegeo.length ? places : null;
  }

  async function sameSearch(userId: number, signature: string, except?: string) {
    return docs().findFirst({
      filters: { signature, candidate: { user: { id: userId } }, ...(except ? { documentId: { $ne: except } } : {}) },
      fields: ['documentId'],
    });
  }

  return {
    async list(userId: number): Promise<CandidateAlertView[]> {
      const rows = await docs().findMany({ filters: { candidate: { user: { id: userId } } }, sort: { createdAt: 'desc' } });
      return rows.map(toView);
    },

    async find(userId: number, documentId: string): Promise<CandidateAlertView | null> {
      const alert = await own(userId, documentId);
      return alert ? toView(alert) : null;
    },

    /** A new alert; its high-water mark starts now: it sends offers validated from now on. */
    async create(userId: number, criteria: AlertCriteria, frequence: AlertFrequency): Promise<SaveOutcome> {
      const zones = knownZones(criteria);
      if (!zones) return { ok: false, reason: 'zone' };
      const signature = alertSignature(criteria);
      const existing = await sameSearch(userId, signature);
      if (existing) return { ok: false, reason: 'presente', id: existing.documentId };
      const count = await docs().count({ filters: { candidate: { user: { id: userId } } } });
      if (count >= MAX_ALERTS) return { ok: false, reason: 'trop' };
      const candidate = await profile(userId);
      const created = await docs().create({
        data: documentData(UIDS.candidateAlert, {
          ...searchColumns(criteria, zones, frequence),
          candidate: candidate.id,
          etat: 'active',
          dernierPassage: new Date().toISOString(),
        }),
      });
      return { ok: true, view: toView(created) };
    },

    /** New criteria or frequency; the high-water mark stays, so what was already sent is not sent again. */
    async update(userId: number, documentId: string, criteria: AlertCriteria, frequence: AlertFrequency): Promise<SaveOutcome | null> {
      if (!(await own(userId, documentId))) return null;
      const zones = knownZones(criteria);
      if (!zones) return { ok: false, reason: 'zone' };
      const signature = alertSignature(criteria);
      const existing = await sameSearch(userId, signature, documentId);
      if (existing) return { ok: false, reason: 'presente', id: existing.documentId };
      const updated = await docs().update({
        documentId,
        data: documentData(UIDS.candidateAlert, searchColumns(criteria, zones, frequence)),
      });
      return updated ? { ok: true, view: toView(updated) } : null;
    },

    /**
     * Suspend or reactivate (spec 02 §4). Reactivating moves the high-water mark to now: offers validated while
     * the alert was suspended are not sent in a burst.
     */
    async act(userId: number, documentId: string, action: 'suspendre' | 'activer'): Promise<AlertState | null | false> {
      const alert = await own(userId, documentId);
      if (!alert) return null;
      const result = transition(alertMachine, alert.etat ?? 'active', action, 'candidat');
      if (!result.ok) return false;
      await docs().update({
        documentId,
        data: documentData(UIDS.candidateAlert, {
          etat: result.to,
          ...(result.to === 'active' ? { dernierPassage: new Date().toISOString() } : {}),
        }),
      });
      return result.to;
    },

    async remove(userId: number, documentId: string): Promise<boolean> {
      if (!(await own(userId, documentId))) return false;
      await docs().delete({ documentId });
      return true;
    },

    /** The e-mail's one-click link: the alert is suspended (the candidate may reactivate it). */
    unsubscribe: (alertId: number) => suspendAlert(strapi, UIDS.candidateAlert, 'etat', alertId),
  };
}
