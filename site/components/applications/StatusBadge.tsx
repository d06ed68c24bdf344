import type { ApplicationStatus } from '@cep/domain';

const STYLES: Record<ApplicationStatus, string> = {
  0: 'bg-sarment-100 text-stone-800',
  1: 'bg-feuille-50 text-feuille-600',
  2: 'bg-stone-100 text-stone-700',
};

/** An application's status as a pill: 0 new, 1 preselected, 2 not retained (spec 02 §4). */
export function StatusBadge({ statut, label }: { statut: ApplicationStatus; label: string }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STYLES[statut] ?? STYLES[0]}`}>{label}</span>;
}
