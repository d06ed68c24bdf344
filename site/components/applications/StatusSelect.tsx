'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { APPLICATION_STATUS_LABELS, messages, type ApplicationStatus } from '@cep/domain';
import { controlClass, Label } from '@/components/forms/field-parts';
import { ModalDialog } from '@/components/forms/ModalDialog';
import { changeApplicationStatusAction } from '@/lib/actions/applications';
import { applications } from '@/lib/i18n/fr/applications';

const t = applications.pipeline;

/** What the recruiter may choose from a status: a decided application does not go back to new. */
function choices(current: ApplicationStatus): ApplicationStatus[] {
  return current === 0 ? [0, 1, 2] : [1, 2];
}

/**
 * The status of an application (spec 02 §4): choosing « Présélectionnée » or « Non retenue » opens the
 * confirmation dialog saying the candidate is informed by e-mail; cancelling puts the previous value back;
 * once confirmed the page is read again (counts and list), status 1 as the spec asks and 2 alike.
 */
export function StatusSelect({ applicationId, statut, who }: { applicationId: string; statut: ApplicationStatus; who: string }) {
  const router = useRouter();
  const id = useId();
  const [current, setCurrent] = useState<ApplicationStatus>(statut);
  const [asked, setAsked] = useState<ApplicationStatus | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean }>();
  const [pending, startTransition] = useTransition();

  // The page was read again (another decision, a reload): the stored status wins.
  const [seen, setSeen] = useState(statut);
  if (statut !== seen) {
    setSeen(statut);
    setCurrent(statut);
  }

  function confirm(target: ApplicationStatus) {
    setAsked(null);
    startTransition(async () => {
      const answer = await changeApplicationStatusAction(applicationId, target).catch(() => null);
      if (!answer || answer.code !== 200) {
        setNotice({ text: answer?.message ?? t.failed, error: true });
        return;
      }
      setCurrent(target);
      setNotice({ text: t.changed(who, answer.label ?? APPLICATION_STATUS_LABELS[target]), error: false });
      router.refresh();
    });
  }

  return (
    <div className="w-full sm:w-56">
      <Label id={id} label={t.status} />
      <select
        id={id}
        aria-label={t.statusSelect(who)}
        value={String(asked ?? current)}
        aria-busy={pending || undefined}
        onChange={(event) => {
          const target = Number(event.target.value) as ApplicationStatus;
          // Not disabled while sending: the focus comes back to it when the dialog closes.
          if (pending || target === current) return;
          setNotice(undefined);
          setAsked(target);
        }}
        className={controlClass(true)}
      >
        {choices(current).map((s) => (
          <option key={s} value={s}>
            {APPLICATION_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      <div aria-live="polite" className="mt-1">
        {notice && <p className={`text-sm ${notice.error ? 'text-red-700' : 'text-feuille-600'}`}>{notice.text}</p>}
      </div>
      <ModalDialog open={asked !== null} title={t.confirmTitle} onClose={() => setAsked(null)}>
        <p className="text-stone-800">{asked !== null ? t.confirmText(APPLICATION_STATUS_LABELS[asked]) : ''}</p>
        <p className="mt-2 text-stone-800">{messages.candidatureStatutInforme}</p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={() => setAsked(null)}
            className="rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold"
          >
            {t.cancel}
          </button>
          <button
            type="button"
            onClick={() => asked !== null && confirm(asked)}
            className="rounded-full bg-vin-700 px-4 py-2 text-sm font-semibold text-white hover:bg-vin-800"
          >
            {t.confirm}
          </button>
        </div>
      </ModalDialog>
    </div>
  );
}
