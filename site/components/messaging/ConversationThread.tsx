'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConversationHeader, ConversationMessages, MessagingSide } from '@cep/domain';
import { markReadAction } from '@/lib/actions/messaging';
import { formatFileSize } from '@/lib/format';
import { subscribeLive } from '@/lib/live/messaging-live';
import { messaging } from '@/lib/i18n/fr/messaging';
import { Composer } from './Composer';
import { ConversationActions } from './ConversationActions';
import { messageTime } from './message-time';

const t = messaging.messaging;

type Props = { side: MessagingSide; token: string; header: ConversationHeader; initial: ConversationMessages };

/**
 * One conversation: its messages (plain text, escaped by React), what its state allows, the input. New
 * messages arrive through the live stream (ids only) and are read again through the site; the other party's
 * messages are marked read while the page is in view. A recruiter sees which colleague wrote each of the account's
 * messages.
 */
export function ConversationThread({ side, token, header, initial }: Props) {
  const router = useRouter();
  const [state, setState] = useState(initial);
  const log = useRef<HTMLOListElement>(null);
  const { messages, information } = state;

  const reload = useCallback(async () => {
    const response = await fetch(`/${side}/messagerie/${token}/listeMessages`, { cache: 'no-store' }).catch(() => null);
    if (response?.status === 404) return router.push(`/${side}/messagerie`);
    if (response?.ok) setState((await response.json()) as ConversationMessages);
  }, [side, token, router]);

  useEffect(
    () =>
      subscribeLive(
        side,
        (signal) => (signal.kind === 'poll' || ('conversation' in signal && signal.conversation === token)) && void reload(),
      ),
    [side, token, reload],
  );

  const unread = messages.some((message) => !message.moi && !message.lu);
  useEffect(() => {
    if (!unread) return;
    const mark = () => document.visibilityState === 'visible' && void markReadAction(side, token);
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [unread, side, token]);

  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [messages.length]);

  const blockedByMe = side === 'recrutement' ? information.blocageRecruteur : information.blocageCandidat;
  const notice =
    information.etat === 'bloquee'
      ? blockedByMe
        ? t.blockedByMe
        : t.blockedByOther(header.interlocuteur)
      : information.etat === 'supprimee'
        ? t.deletedByOther(header.interlocuteur)
        : null;

  return (
    <article aria-labelledby="conversation-titre" className="flex min-h-[28rem] flex-col rounded-xl border border-stone-200 bg-white">
      <header className="border-b border-stone-200 p-3">
        <Link href={`/${side}/messagerie`} className="text-sm text-vin-800 underline min-[600px]:hidden">
          ← {t.back}
        </Link>
        <h2 id="conversation-titre" className="text-lg font-bold text-vin-900">
          {header.interlocuteur}
        </h2>
        <p className="text-sm text-stone-700">
          {header.offre ? (
            <Link href={`/offres/${header.offre.id}`} className="underline hover:text-vin-800">
              {t.about(header.offre.titre)}
            </Link>
          ) : (
            side === 'recrutement' && t.aboutCv
          )}
          {header.lien && (
            <>
              {' · '}
              <Link href={header.lien} className="underline hover:text-vin-800">
                {header.lien.includes('/cvtheque/') ? t.seeCv : t.seeApplication}
              </Link>
            </>
          )}
        </p>
        <div className="mt-2">
          <ConversationActions
            side={side}
            token={token}
            information={information}
            reported={header.signalee}
            onChanged={(next) => setState((current) => ({ ...current, information: next }))}
          />
        </div>
      </header>
      <div role="log" aria-live="polite" aria-label={t.title} className="flex-1 overflow-y-auto p-3">
        <ol ref={log} className="space-y-3">
          {messages.length === 0 && <li className="text-stone-700">{t.noMessages}</li>}
          {messages.map((message) => (
            <li key={message.id} className={`flex ${message.moi ? 'justify-end' : 'justify-start'}`}>
              <div
                className={`max-w-[85%] rounded-2xl px-3 py-2 ${message.moi ? 'bg-vin-50 text-stone-900' : 'bg-sarment-50 text-stone-900'}`}
              >
                <p className="text-xs font-semibold text-stone-700">
                  {message.moi
                    ? side === 'recrutement' && message.auteur
                      ? `${t.you} (${message.auteur})`
                      : t.you
                    : message.auteur || header.interlocuteur}
                </p>
                {message.texte && <p className="whitespace-pre-wrap break-words">{message.texte}</p>}
                {message.pj && (
                  <p className="mt-1 text-sm">
                    <a
                      href={`/fichiers/messagerie/${side}/${token}/${message.id}`}
                      download
                      className="font-semibold text-vin-800 underline"
                    >
                      {t.attachment} : {message.pj.nom}
                    </a>{' '}
                    ({formatFileSize(message.pj.taille)})
                  </p>
                )}
                <p className="mt-1 text-right text-xs text-stone-600">
                  <time dateTime={message.envoyeLe}>{messageTime(message.envoyeLe, 'message')}</time>
                  {message.moi && message.lu && ` · ${t.read}`}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
      {notice ? (
        <p role="status" className="border-t border-stone-200 p-3 font-medium text-stone-800">
          {notice}
        </p>
      ) : (
        <Composer
          side={side}
          token={token}
          onSent={(message) =>
            setState((current) => ({ ...current, messages: [...current.messages.filter((m) => m.id !== message.id), message] }))
          }
          onRefused={() => void reload()}
        />
      )}
    </article>
  );
}
