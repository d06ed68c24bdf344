'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { messages, type ConversationFilter, type ConversationSummary, type MessagingSide } from '@cep/domain';
import { subscribeLive } from '@/lib/live/messaging-live';
import { messaging } from '@/lib/i18n/fr/messaging';
import { messageTime } from './message-time';

const t = messaging.messaging;
const FILTERS: Array<{ value: ConversationFilter | null; label: string }> = [
  { value: null, label: t.filters.all },
  { value: 'nonlu', label: t.filters.nonlu },
  { value: 'lu', label: t.filters.lu },
];

type Props = {
  side: MessagingSide;
  initial: ConversationSummary[];
  filtre: ConversationFilter | null;
  active: string | null;
};

/** The conversations, newest first, with the filter all / unread / read (spec 02 §4); refreshed by live events. */
export function ConversationList({ side, initial, filtre, active }: Props) {
  const [list, setList] = useState(initial);
  useEffect(() => {
    const query = filtre ? `?filtre=${filtre}` : '';
    return subscribeLive(side, (signal) => {
      if (signal.kind === 'demarrage') return;
      void fetch(`/${side}/messagerie/liste/conversation${query}`, { cache: 'no-store' })
        .then((response) => (response.ok ? (response.json() as Promise<{ conversations: ConversationSummary[] }>) : null))
        .then((answer) => answer && setList(answer.conversations))
        .catch(() => undefined);
    });
  }, [side, filtre]);

  const suffix = filtre ? `?filtre=${filtre}` : '';
  return (
    <div>
      <nav aria-label={t.filterLabel} className="flex gap-2 text-sm">
        {FILTERS.map((filter) => (
          <Link
            key={filter.label}
            href={`/${side}/messagerie${filter.value ? `?filtre=${filter.value}` : ''}`}
            aria-current={filter.value === filtre ? 'page' : undefined}
            className="rounded-full border border-stone-300 px-3 py-1 text-stone-800 aria-[current=page]:border-vin-700 aria-[current=page]:bg-vin-700 aria-[current=page]:text-white"
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      {list.length === 0 ? (
        <p className="mt-4 text-stone-700">
          {filtre ? t.emptyFiltered : side === 'recrutement' ? messages.aucuneDiscussionCandidat : messages.aucuneDiscussionRecruteur}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {list.map((conversation) => (
            <li key={conversation.token}>
              <Link
                href={`/${side}/messagerie/${conversation.token}${suffix}`}
                aria-current={conversation.token === active ? 'page' : undefined}
                className="block px-3 py-3 hover:bg-sarment-50 aria-[current=page]:bg-vin-50"
              >
                <span className="flex items-baseline justify-between gap-2">
                  <span className={`truncate ${conversation.nonLus > 0 ? 'font-bold text-stone-900' : 'font-semibold text-stone-800'}`}>
                    {conversation.interlocuteur}
                  </span>
                  {conversation.dernierMessageLe && (
                    <span className="shrink-0 text-xs text-stone-600">{messageTime(conversation.dernierMessageLe, 'list')}</span>
                  )}
                </span>
                <span className="block truncate text-xs text-stone-600">
                  {conversation.offre ? t.about(conversation.offre) : t.aboutCv}
                </span>
                <span className="mt-1 flex items-center justify-between gap-2">
                  <span className="truncate text-sm text-stone-700">{conversation.dernierMessage}</span>
                  {conversation.nonLus > 0 && (
                    <span className="shrink-0 rounded-full bg-vin-700 px-2 text-xs font-bold text-white">
                      <span aria-hidden="true">{conversation.nonLus}</span>
                      <span className="sr-only">{t.unreadMarker(conversation.nonLus)}</span>
                    </span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
