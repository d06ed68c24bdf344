'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import { messages } from '@cep/domain';
import { BusyButton } from '@/components/forms/BusyButton';
import { ConfirmDialog } from '@/components/forms/ConfirmDialog';
import { chaseUpAction, withdrawAction } from '@/lib/actions/applications';
import type { CandidateApplication } from '@cep/domain';
import { formatDate } from '@/lib/format';
import { applications as applicationsWords } from '@/lib/i18n/fr/applications';
import { StatusBadge } from './StatusBadge';

const t = applicationsWords.myApplications;

type Props = {
  applications: CandidateApplication[];
  countLabel: string;
  /** No application (at all, or for these filters), or a page past the last one: what to say instead of the list. */
  empty?: { text: string; href: string; action: string };
};

/**
 * The candidate's applications of one page (or why there are none: it stays on screen when the last one is
 * withdrawn, so its announcement is read). Chasing up replaces its button with the date; withdrawing asks
 * first (dialog), then the list is read again and the focus goes to its count, which stays.
 */
export function CandidateApplicationItems({ applications, countLabel, empty }: Props) {
  const router = useRouter();
  const [announce, setAnnounce] = useState<{ text: string; tone: 'success' | 'danger' }>();
  const [removing, setRemoving] = useState<CandidateApplication | null>(null);
  const [pending, startTransition] = useTransition();
  const count = useRef<HTMLParagraphElement>(null);
  const afterRemove = useRef<HTMLElement | null>(null);

  function withdraw(application: CandidateApplication) {
    afterRemove.current = count.current;
    setRemoving(null);
    startTransition(async () => {
      const answer = await withdrawAction(application.id).catch(() => null);
      if (answer?.code !== 200) {
        setAnnounce({ text: answer?.message ?? t.failed, tone: 'danger' });
        return;
      }
      setAnnounce({ text: messages.candidatureSupprimee, tone: 'success' });
      router.refresh();
    });
  }

  return (
    <section aria-labelledby="candidatures-count" className="mt-6">
      <p ref={count} id="candidatures-count" tabIndex={-1} className="text-sm font-semibold text-stone-800 outline-none">
        {countLabel}
      </p>
      <div aria-live="polite" className="mt-2">
        {announce && (
          <p
            role={announce.tone === 'danger' ? 'alert' : 'status'}
            className={`rounded-lg border p-3 text-sm font-medium ${
              announce.tone === 'danger' ? 'border-red-300 bg-red-50 text-red-800' : 'border-feuille-600/40 bg-feuille-50 text-feuille-600'
            }`}
          >
            {announce.text}
          </p>
        )}
      </div>
      {empty ? (
        <div className="mt-4 rounded-xl bg-white p-6 text-center text-stone-700">
          <p>{empty.text}</p>
          <Link href={empty.href} className="mt-4 inline-block font-semibold text-vin-700 underline underline-offset-2">
            {empty.action}
          </Link>
        </div>
      ) : (
        <ul className="mt-4 space-y-4">
          {applications.map((application) => (
            <li key={application.id}>
              <ApplicationCard
                application={application}
                busy={pending}
                onAnnounce={(text) => setAnnounce({ text, tone: 'success' })}
                onRemove={() => {
                  afterRemove.current = null;
                  setRemoving(application);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t.confirmTitle}
        text={removing ? t.confirmRemove(removing.offre.titre) : ''}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        returnFocus={afterRemove}
        onConfirm={() => removing && withdraw(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

function ApplicationCard({
  application,
  busy,
  onAnnounce,
  onRemove,
}: {
  application: CandidateApplication;
  /** A removal is under way: « Retirer » says so. */
  busy: boolean;
  onAnnounce: (text: string) => void;
  onRemove: () => void;
}) {
  const { offre } = application;
  const headingId = `candidature-${application.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-sarment-100 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge statut={application.statut} label={application.statutLabel} />
        {application.express && (
          <span className="rounded-full bg-feuille-50 px-2 py-0.5 text-xs font-semibold text-feuille-600">{t.express}</span>
        )}
        {!offre.enLigne && <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">{t.offline}</span>}
      </div>
      <h2 id={headingId} className="mt-2 text-lg font-semibold text-stone-900">
        {offre.enLigne && offre.id ? (
          <Link href={`/offres/${offre.id}`} className="hover:text-vin-700 hover:underline">
            {offre.titre}
          </Link>
        ) : (
          offre.titre
        )}
      </h2>
      <p className="text-sm text-stone-700">
        {offre.entreprise || t.anonymousCompany} · {t.appliedOn(formatDate(application.date))}
      </p>
      {application.message && (
        <details className="mt-2 text-sm text-stone-700">
          <summary className="cursor-pointer font-medium text-stone-800">{t.yourMessage}</summary>
          <p className="mt-1 whitespace-pre-line">{application.message}</p>
        </details>
      )}
      {(application.cv || application.lettre) && (
        <p className="mt-2 flex flex-wrap gap-4 text-sm">
          {application.cv && (
            <a href={`/fichiers/candidature/${application.id}/cv`} className="font-semibold text-vin-700 underline underline-offset-2">
              {t.downloadCv}
            </a>
          )}
          {application.lettre && (
            <a href={`/fichiers/candidature/${application.id}/lettre`} className="font-semibold text-vin-700 underline underline-offset-2">
              {t.downloadLetter}
            </a>
          )}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <ChaseUp application={application} onAnnounce={onAnnounce} />
        <BusyButton
          type="button"
          onClick={onRemove}
          busy={busy}
          aria-label={t.removeLabel(offre.titre)}
          className="rounded-full border border-red-300 px-4 py-1.5 text-sm font-semibold text-red-800 hover:border-red-700"
        >
          {t.remove}
        </BusyButton>
      </div>
    </article>
  );
}

/**
 * The chase-up (spec 02 §4): once; afterwards its button is gone and the date shown. Before the delay the
 * button is disabled and says from when; a decided application has none.
 */
function ChaseUp({ application, onAnnounce }: { application: CandidateApplication; onAnnounce: (text: string) => void }) {
  const [sentOn, setSentOn] = useState(application.relance.date);
  const [error, setError] = useState<string>();
  const [pending, startTransition] = useTransition();
  const done = useRef<HTMLParagraphElement>(null);
  const justSent = useRef(false);
  const { possible, possibleLe } = application.relance;

  // The button is gone: once the date that replaced it is on screen, the focus goes there. An effect runs
  // after the commit; a frame callback could run before a transition's render and find nothing.
  useEffect(() => {
    if (sentOn && justSent.current) {
      justSent.current = false;
      done.current?.focus();
    }
  }, [sentOn]);
  const hintId = `relance-${application.id}`;

  function send() {
    startTransition(async () => {
      const answer = await chaseUpAction(application.id).catch(() => null);
      if (answer?.code !== 200) {
        setError(answer?.message ?? t.failed);
        return;
      }
      onAnnounce(messages.relanceEnvoyee);
      justSent.current = true;
      setSentOn(answer.date ?? new Date().toISOString());
    });
  }

  if (sentOn) {
    return (
      <p ref={done} tabIndex={-1} className="text-sm font-medium text-stone-700 outline-none">
        {t.chasedUpOn(formatDate(sentOn))}
      </p>
    );
  }
  if (!possible && !possibleLe) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <BusyButton
        type="button"
        onClick={send}
        busy={pending}
        disabled={!possible}
        aria-describedby={!possible || error ? hintId : undefined}
        className="rounded-full border border-vin-700 px-4 py-1.5 text-sm font-semibold text-vin-700 hover:bg-vin-50 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-600 disabled:hover:bg-transparent"
      >
        {pending ? t.chaseUpSending : t.chaseUp}
      </BusyButton>
      <div aria-live="polite">
        {(error || (!possible && possibleLe)) && (
          <p id={hintId} className={`text-sm ${error ? 'text-red-700' : 'text-stone-700'}`}>
            {error ?? t.chaseUpFrom(formatDate(possibleLe))}
          </p>
        )}
      </div>
    </div>
  );
}
