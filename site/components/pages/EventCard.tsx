import Link from 'next/link';
import type { AgendaEvent, EventView } from '@cep/domain';
import { fr } from '@/lib/i18n/fr';

/** An event's card: its title, French dates and place; in the agenda, its organiser (linked while its page is online). */
export function EventCard({ event }: { event: EventView | AgendaEvent }) {
  const organiser = 'organisateur' in event ? event.organisateur : null;
  return (
    <article className="flex h-full flex-col rounded-xl border border-sarment-100 bg-white p-4">
      <p className="text-sm font-semibold text-vin-800">
        <time dateTime={event.dateDebut}>{fr.events.dates(event.dateDebutCard, event.dateFinCard)}</time>
      </p>
      <h3 className="mt-1 text-lg font-semibold text-stone-900">{event.titre}</h3>
      <p className="text-sm text-stone-700">{event.localisation}</p>
      {organiser && (
        <p className="mt-auto pt-3 text-sm text-stone-700">
          {fr.agenda.by}{' '}
          {organiser.page ? (
            <Link
              href={`/${organiser.type === 'ecole' ? 'ecoles' : 'entreprises'}/${organiser.page}`}
              className="font-semibold text-vin-800 underline"
            >
              {organiser.nom}
            </Link>
          ) : (
            <span className="font-semibold">{organiser.nom}</span>
          )}
        </p>
      )}
    </article>
  );
}
