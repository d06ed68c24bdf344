import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatCalendarDay, hourText } from '@cep/domain';
import { jobDatingRoutes } from '@cep/domain/contracts';
import { FormAlert } from '@/components/forms/FormAlert';
import { bookSlotAction, cancelBookingAction } from '@/lib/actions/job-dating';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { BOOKING_REFUSALS, isBookingRefusal } from '@/lib/job-dating-refusals';
import { readTokens } from '@/lib/session/cookies';
import { loginPath } from '@/lib/session/return-target';
import { getSessionUser } from '@/lib/session/session';

const t = fr.jobDating;
const button = 'rounded-full px-4 py-2 text-sm font-semibold';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ reserve?: string; annulee?: string; refus?: string }> };

export const metadata: Metadata = { title: t.dayMetaTitle };

/**
 * A recruitment day's page (issue #40 item 6): its slots with the places left; a candidate books one (a plain form
 * post), then reads their slot, adds it to their calendar (.ics) or cancels it, which gives the place back.
 */
export default async function JobDatingDayPage({ params, searchParams }: Props) {
  const { id } = await params;
  const query = await searchParams;
  const [user, tokens] = await Promise.all([getSessionUser(), readTokens()]);
  const shown = await read(jobDatingRoutes.page, { params: { id }, jwt: tokens?.jwt });
  if (!shown) notFound();
  const { journee, creneaux, reservation } = shown;
  const candidate = user?.role === 'candidat';
  const refusal = query.refus ? (isBookingRefusal(query.refus) ? BOOKING_REFUSALS[query.refus] : t.failed) : null;
  const notice = query.reserve && reservation ? t.booked : query.annulee ? t.bookingCancelled : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link href="/vendanges/job-dating" className="text-sm text-vin-700 underline-offset-2 hover:underline">
        ← {t.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-vin-900">{journee.titre}</h1>
      <p className="text-stone-700">{t.by(journee.organisateur)}</p>
      <p className="mt-2 text-lg font-semibold text-stone-900">{formatCalendarDay(journee.date, 'full')}</p>
      <p className="text-stone-800">
        <span className="font-medium">{t.where} : </span>
        {journee.lieu}
      </p>
      {journee.description && <p className="mt-2 whitespace-pre-line text-stone-800">{journee.description}</p>}
      <div className="mt-4 space-y-2">
        {notice && <FormAlert tone="success" message={notice} />}
        {refusal && <FormAlert tone="danger" message={refusal} />}
        {journee.annulee ? (
          <FormAlert tone="danger" message={t.cancelled} />
        ) : (
          !journee.ouverte && <FormAlert tone="danger" message={t.closed} />
        )}
      </div>
      {reservation && !journee.annulee && (
        <section aria-labelledby="mon-creneau" className="mt-4 rounded-xl border border-feuille-600/40 bg-feuille-50 p-4">
          <h2 id="mon-creneau" className="font-semibold text-stone-900">
            {t.yours(hourText(reservation.debut), hourText(reservation.fin))}
          </h2>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <a href={`/fichiers/job-dating/${journee.id}/reservation.ics`} className={`${button} bg-vin-700 text-white hover:bg-vin-800`}>
              {t.addToCalendar}
            </a>
            <form action={cancelBookingAction}>
              <input type="hidden" name="journee" value={journee.id} />
              <button type="submit" className={`${button} border border-vin-700 bg-white text-vin-700 hover:bg-vin-50`}>
                {t.cancelBooking}
              </button>
            </form>
          </div>
        </section>
      )}
      <h2 className="mt-6 text-lg font-semibold text-stone-900">{t.slotsTitle}</h2>
      {journee.ouverte && !user && (
        <p className="mt-1 text-stone-800">
          {t.loginToBook}{' '}
          <Link href={loginPath(`/vendanges/job-dating/${journee.id}`)} className="font-semibold text-vin-700 underline underline-offset-2">
            {t.login}
          </Link>
        </p>
      )}
      {journee.ouverte && user && !candidate && <p className="mt-1 text-stone-800">{t.candidatesOnly}</p>}
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {creneaux.map((slot) => {
          const mine = reservation?.creneau === slot.id;
          const debut = hourText(slot.debut);
          const fin = hourText(slot.fin);
          return (
            <li
              key={slot.id}
              className="flex items-center justify-between gap-3 rounded-xl border border-sarment-100 bg-white p-3 shadow-sm"
            >
              <span>
                <span className="font-semibold text-stone-900">
                  {debut} – {fin}
                </span>
                <span className="block text-sm text-stone-700">{mine ? t.yoursBadge : t.placesLeft(slot.restantes)}</span>
              </span>
              {candidate && journee.ouverte && !reservation && slot.restantes > 0 && (
                <form action={bookSlotAction}>
                  <input type="hidden" name="journee" value={journee.id} />
                  <input type="hidden" name="creneau" value={slot.id} />
                  <button type="submit" aria-label={t.bookSlot(debut, fin)} className={`${button} bg-vin-700 text-white hover:bg-vin-800`}>
                    {t.book}
                  </button>
                </form>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
