import 'server-only';
import type { ApplicationStatus } from '@cep/domain';
import { applicationRoutes, candidateRoutes, offerRoutes } from '@cep/domain/contracts';
import { read } from './call';

/** The candidate's dashboard: CV completion and visibility, applications per status, the shortlist's size. */
export interface CandidateDashboard {
  cv: { pourcentage: number; visible: boolean; complet: boolean } | null;
  candidatures: { total: number; parStatut: Record<ApplicationStatus, number> } | null;
  selection: number | null;
}

/** Each part is read on its own: one that fails leaves the others shown (null: « unavailable »). */
export async function getCandidateDashboard(jwt: string): Promise<CandidateDashboard> {
  const count = (statut: string) =>
    read(applicationRoutes.list, { query: { statut }, jwt })
      .then((list) => list?.total ?? 0)
      .catch(() => null);
  const [cv, s0, s1, s2, selection] = await Promise.all([
    read(candidateRoutes.cv, { jwt }).catch(() => null),
    count('0'),
    count('1'),
    count('2'),
    read(offerRoutes.selection, { jwt })
      .then((answer) => answer?.data.length ?? 0)
      .catch(() => null),
  ]);
  return {
    cv: cv ? { pourcentage: cv.pourcentage, visible: cv.visible, complet: cv.cvComplet } : null,
    candidatures: s0 === null || s1 === null || s2 === null ? null : { total: s0 + s1 + s2, parStatut: { 0: s0, 1: s1, 2: s2 } },
    selection,
  };
}
