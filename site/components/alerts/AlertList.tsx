'use client';

import Link from 'next/link';
import { useRef, useState, useTransition } from 'react';
import {
  ALERT_FREQUENCY_LABELS,
  ALERT_STATE_HEADERS,
  ALERT_TOGGLE_LABELS,
  messages,
  type AlertState,
  type CandidateAlertView,
} from '@cep/domain';
import { BusyButton } from '@/components/forms/BusyButton';
import { ConfirmDialog } from '@/components/forms/ConfirmDialog';
import { FormAlert } from '@/components/forms/FormAlert';
import { actOnAlertAction, deleteAlertAction } from '@/lib/actions/alerts';
import { formatDate } from '@/lib/format';
import { alerts as alertsWords } from '@/lib/i18n/fr/alerts';

const t = alertsWords.alerts;

/** One alert: its state header, what it watches, « Suspendre » / « Activer » (reverted when the server fails). */
function AlertItem({ alert, onRemoved }: { alert: CandidateAlertView; onRemoved: (id: string) => void }) {
  const [etat, setEtat] = useState<AlertState>(alert.etat);
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [pending, startTransition] = useTransition();

  const toggle = () => {
    const before = etat;
    const action = before === 'active' ? 'suspendre' : 'activer';
    setEtat(before === 'active' ? 'suspendue' : 'active');
    setError(undefined);
    startTransition(async () => {
      const answer = await actOnAlertAction(alert.id, action).catch(() => ({ code: 500 }));
      if (answer.code !== 200) {
        setEtat(before);
        setError(messages.alerteEchec);
      }
    });
  };

  return (
    <li className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 className={`text-sm font-semibold ${etat === 'active' ? 'text-sarment-800' : 'text-stone-700'}`}>{ALERT_STATE_HEADERS[etat]}</h2>
      <p className="mt-1 text-lg font-semibold text-vin-900">{alert.libelle}</p>
      <p className="mt-1 text-sm text-stone-700">
        {ALERT_FREQUENCY_LABELS[alert.frequence]} · {t.sentCount(alert.offresEnvoyees)} ·{' '}
        {alert.dernierEnvoi ? t.lastSent(formatDate(alert.dernierEnvoi)) : t.neverSent}
      </p>
      {alert.criteres.vendanges && alert.frequence === 'quotidienne' && <p className="mt-1 text-sm text-stone-700">{t.harvestNote}</p>}
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        <BusyButton
          type="button"
          onClick={toggle}
          busy={pending}
          className="rounded-full border border-vin-700 px-4 py-1.5 font-semibold text-vin-700 hover:bg-vin-50"
        >
          {ALERT_TOGGLE_LABELS[etat]}
        </BusyButton>
        <Link href={`/candidat/alerte/${alert.id}`} className="font-semibold text-vin-700 underline">
          {t.edit}
        </Link>
        <Link href={`/offres?${alert.recherche}`} className="font-semibold text-vin-700 underline">
          {t.seeOffers}
        </Link>
        <button type="button" onClick={() => setConfirming(true)} className="font-semibold text-red-800 underline">
          {t.remove}
        </button>
      </div>
      <div aria-live="polite">{error && <FormAlert message={error} />}</div>
      <ConfirmDialog
        open={confirming}
        title={t.remove}
        text={t.removeConfirm(alert.libelle)}
        confirmLabel={t.remove}
        cancelLabel={alertsWords.cvAlerts.cancel}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          startTransition(async () => {
            const answer = await deleteAlertAction(alert.id).catch(() => ({ code: 500 }));
            if (answer.code === 200) onRemoved(alert.id);
            else setError(messages.alerteEchec);
          });
        }}
      />
    </li>
  );
}

/** The candidate's alerts (`/candidat/alerte/`); a deletion says so and leaves focus on the list's heading. */
export function AlertList({ alerts }: { alerts: CandidateAlertView[] }) {
  const [shown, setShown] = useState(alerts);
  const [said, setSaid] = useState('');
  const heading = useRef<HTMLParagraphElement>(null);
  return (
    <div className="mt-6">
      <p ref={heading} tabIndex={-1} aria-live="polite" className="text-sm text-stone-700">
        {said}
      </p>
      {shown.length === 0 ? (
        <p className="mt-4 text-stone-800">{t.empty}</p>
      ) : (
        <ul className="mt-2 space-y-4">
          {shown.map((alert) => (
            <AlertItem
              key={alert.id}
              alert={alert}
              onRemoved={(id) => {
                setShown((list) => list.filter((a) => a.id !== id));
                setSaid(t.removed);
                heading.current?.focus();
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
