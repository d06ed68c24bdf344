import { notFound } from 'next/navigation';
import type { ConversationFilter, MessagingSide } from '@cep/domain';
import { messagingSides } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';
import { ConversationList } from './ConversationList';
import { ConversationThread } from './ConversationThread';

const t = fr.messaging;

/**
 * `/{side}/messagerie/` and `/{side}/messagerie/{token}` (spec 02 §2): the list beside the conversation from
 * 600 px (spec 02 §9), one column at a time below — the list without a token, the conversation with one.
 */
export async function MessagingScreen({ side, token, filtre }: { side: MessagingSide; token?: string; filtre: ConversationFilter | null }) {
  const tokens = await readTokens();
  if (!tokens) notFound();
  const [list, thread, header] = await Promise.all([
    read(messagingSides[side].list, { query: { filtre: filtre ?? undefined }, jwt: tokens.jwt }),
    token ? read(messagingSides[side].messages, { params: { token }, jwt: tokens.jwt }) : null,
    token ? read(messagingSides[side].header, { params: { token }, jwt: tokens.jwt }) : null,
  ]);
  if (token && (!thread || !header)) notFound();
  return (
    <div>
      <h1 className="text-2xl font-bold text-vin-900">{t.title}</h1>
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-4 min-[600px]:grid-cols-[minmax(0,17rem)_minmax(0,1fr)]">
        <section aria-label={t.listLabel} className={token ? 'hidden min-[600px]:block' : ''}>
          <ConversationList
            key={filtre ?? 'toutes'}
            side={side}
            initial={list?.conversations ?? []}
            filtre={filtre}
            active={token ?? null}
          />
        </section>
        <div className={token ? '' : 'hidden min-[600px]:block'}>
          {token && thread && header ? (
            <ConversationThread key={token} side={side} token={token} header={header} initial={thread} />
          ) : (
            <p className="rounded-xl border border-dashed border-stone-300 p-6 text-stone-700">{t.pick}</p>
          )}
        </div>
      </div>
    </div>
  );
}
