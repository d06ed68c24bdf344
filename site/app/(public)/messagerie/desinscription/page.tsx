import type { Metadata } from 'next';
import { linkParam, UnsubscribePage } from '@/components/forms/UnsubscribePage';
import { fr } from '@/lib/i18n/fr';

const t = fr.messaging.unsubscribe;

export const metadata: Metadata = { title: t.title, robots: { index: false } };

/** The unread-messages e-mail's unsubscribe page (`l`: the side, `c`: the holder, `t`: the signature). */
export default async function MessagingUnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const search = await searchParams;
  const list = linkParam(search, 'l') === 'recrutement' ? 'messagerie-recrutement' : 'messagerie-candidat';
  return <UnsubscribePage list={list} id={linkParam(search, 'c')} token={linkParam(search, 't')} labels={t} />;
}
