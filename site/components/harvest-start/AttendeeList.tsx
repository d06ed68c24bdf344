import { START_ANSWER_LABELS, type StartAttendee } from '@cep/domain';
import { formatDate, formatPhone } from '@/lib/format';
import { harvestStart } from '@/lib/i18n/fr/harvest-start';

const t = harvestStart.start;

const BADGES = {
  present: 'bg-feuille-50 text-feuille-600',
  absent: 'bg-red-50 text-red-800',
  none: 'bg-sarment-100 text-stone-800',
} as const;

/** One page of the preselected workers: their answer, when, and a phone link to call those who have not answered. */
export function AttendeeList({ attendees }: { attendees: StartAttendee[] }) {
  if (attendees.length === 0) return <p className="mt-4 rounded-xl bg-white p-6 text-center text-stone-700">{t.emptyFilter}</p>;
  return (
    <ul className="mt-4 divide-y divide-sarment-100 rounded-xl border border-sarment-100 bg-white">
      {attendees.map((attendee) => {
        const who = [attendee.prenom, attendee.nom].filter(Boolean).join(' ');
        const when = attendee.reponse
          ? attendee.reponduLe && t.answeredOn(formatDate(attendee.reponduLe))
          : attendee.relanceLe
            ? t.chasedOn(formatDate(attendee.relanceLe))
            : attendee.prevenuLe && t.toldOn(formatDate(attendee.prevenuLe));
        return (
          <li key={attendee.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <p className="font-semibold text-stone-900">{who}</p>
              {when && <p className="text-sm text-stone-600">{when}</p>}
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGES[attendee.reponse ?? 'none']}`}>
                {attendee.reponse ? START_ANSWER_LABELS[attendee.reponse] : t.noAnswer}
              </span>
              {attendee.telephone && (
                <a
                  href={`tel:${attendee.telephone.replace(/\s+/g, '')}`}
                  className="text-sm font-semibold text-vin-700 underline underline-offset-2 hover:text-vin-800"
                >
                  <span className="sr-only">{t.phone(who)} : </span>
                  {formatPhone(attendee.telephone)}
                </a>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
