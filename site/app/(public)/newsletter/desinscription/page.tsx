import type { Metadata } from 'next';
import { linkParam, UnsubscribePage } from '@/components/forms/UnsubscribePage';
import { fr } from '@/lib/i18n/fr';

const t = fr.commerce.unsubscribe;

export const metadata: Metadata = { title: t.title, robots: { index: false } };

/** The newsletter's unsubscribe page (its link is signed: no login needed). */
export default async function NewsletterUnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const search = await searchParams;
  return <UnsubscribePage list="newsletter" id={linkParam(search, 'c')} token={linkParam(search, 't')} labels={t} />;
}
