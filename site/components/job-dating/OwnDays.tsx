import Link from 'next/link';
import { formatCalendarDay, JOB_DATING_SLOT_MINUTES } from '@cep/domain';
import { jobDatingRoutes } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';
import { jobDating } from '@/lib/i18n/fr/job-dating';
import { readTokens } from '@/lib/session/cookies';
import { JobDatingForm } from './JobDatingForm';

const t = jobDating.jobDating;

/** The organiser's days (a company's under /recrutement, a school's under /ecole) and the form that publishes one. */
export async function OwnDays({ base }: { base: '/recrutement' | '/ecole' }) {
  const tokens = await readTokens();
  const own = tokens ? await read(jobDatingRoutes.own, { jwt: tokens.jwt }) : null;
  const days = own?.journees ?? [];
  return (
    <>
      <h1 className="text-2xl font-bold text-vin-900">{t.ownTitle}</h1>
      <p className="mt-2 max-w-3xl text-stone-700">{t.ownIntro}</p>
      {days.length === 0 ? (
        <p className="mt-4 rounded-xl bg-white p-6 text-center text-stone-700">{t.ownEmpty}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {days.map((day) => (
            <li key={day.id} className="rounded-xl border border-sarment-100 bg-white p-4 shadow-sm">
              <h2 className="font-semibold text-stone-900">{day.titre}</h2>
              <p className="text-sm text-stone-800">
                {formatCalendarDay(day.date, 'full')} · {day.lieu}
                {day.annulee && ` · ${t.cancelled}`}
              </p>
              <p className="text-sm text-stone-700">{t.ownCounts(day.reservees, day.places, day.creneaux)}</p>
              <Link
                href={`${base}/job-dating/${day.id}`}
                className="mt-1 inline-block text-sm font-semibold text-vin-700 underline underline-offset-2"
              >
                {t.manage}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <h2 className="mt-8 text-lg font-semibold text-stone-900">{t.createTitle}</h2>
      <JobDatingForm base={base} slotMinutes={JOB_DATING_SLOT_MINUTES} />
    </>
  );
}
