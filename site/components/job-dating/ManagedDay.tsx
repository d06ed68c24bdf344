import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatCalendarDay, hourText } from '@cep/domain';
import { jobDatingRoutes } from '@cep/domain/contracts';
import { FormAlert } from '@/components/forms/FormAlert';
import { cancelDayAction } from '@/lib/actions/job-dating';
import { read } from '@/lib/cms/call';
import { formatPhone } from '@/lib/format';
import { jobDating } from '@/lib/i18n/fr/job-dating';
import { BOOKING_REFUSALS } from '@/lib/job-dating-refusals';
import { readTokens } from '@/lib/session/cookies';

const t = jobDating.jobDating;
const link = 'font-semibold text-vin-700 underline underline-offset-2 hover:text-vin-800';

interface Props {
  base: '/recrutement' | '/ecole';
  id: string;
  query: { publiee?: string; prevenus?: string; refus?: string };
}

/** One of the organiser's days: each slot and who booked it (phones, e-mails), the day's calendar file, its cancellation. */
export async function ManagedDay({ base, id, query }: Props) {
  const tokens = await readTokens();
  const managed = tokens ? await read(jobDatingRoutes.managed, { params: { id }, jwt: tokens.jwt }) : null;
  if (!managed) notFound();
  const { journee, creneaux } = managed;
  const told = Number.parseInt(query.prevenus ?? '', 10);
  return (
    <>
      <Link href={`${base}/job-dating`} className="text-sm text-vin-700 underline-offset-2 hover:underline">
        ← {t.manageBack}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-vin-900">{journee.titre}</h1>
      <p className="text-stone-800">
        {formatCalendarDay(journee.date, 'full')} · {journee.lieu}
      </p>
      <div className="mt-3 space-y-2">
        {query.publiee && <FormAlert tone="success" message={t.created} />}
        {Number.isFinite(told) && <FormAlert tone="success" message={t.cancelDayDone(told)} />}
        {query.refus && <FormAlert tone="danger" message={query.refus === 'passe' ? BOOKING_REFUSALS.passe : t.failed} />}
        {journee.annulee && <FormAlert tone="danger" message={t.cancelled} />}
      </div>
      <p className="mt-3 flex flex-wrap gap-4 text-sm">
        <Link href={`/vendanges/job-dating/${journee.id}`} className={link}>
          {t.publicPage}
        </Link>
        <a href={`/fichiers/job-dating/${journee.id}/calendrier.ics`} className={link}>
          {t.downloadDay}
        </a>
      </p>
      <ul className="mt-4 space-y-3">
        {creneaux.map((slot) => (
          <li key={slot.id} className="rounded-xl border border-sarment-100 bg-white p-4 shadow-sm">
            <h2 className="font-semibold text-stone-900">
              {t.slotLine(hourText(slot.debut), hourText(slot.fin), slot.inscrits.length, slot.capacite)}
            </h2>
            {slot.inscrits.length === 0 ? (
              <p className="text-sm text-stone-700">{t.nobody}</p>
            ) : (
              <ul className="mt-1 text-sm text-stone-800">
                {slot.inscrits.map((who) => (
                  <li key={`${who.email}-${who.le}`}>
                    {`${who.prenom} ${who.nom}`.trim()} ·{' '}
                    <a href={`mailto:${who.email}`} className={link}>
                      {who.email}
                    </a>
                    {who.telephone && (
                      <>
                        {' · '}
                        <a href={`tel:${who.telephone}`} className={link}>
                          {formatPhone(who.telephone)}
                        </a>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {journee.ouverte && (
        <details className="mt-6 rounded-xl border border-red-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold text-red-800">{t.cancelDay}</summary>
          <form action={cancelDayAction} className="mt-2 space-y-2">
            <input type="hidden" name="journee" value={journee.id} />
            <input type="hidden" name="base" value={base} />
            <p className="text-sm text-stone-800">{t.cancelDayConfirm}</p>
            <button type="submit" className="rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800">
              {t.cancelDay}
            </button>
          </form>
        </details>
      )}
    </>
  );
}
