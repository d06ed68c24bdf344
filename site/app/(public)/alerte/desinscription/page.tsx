import type { Metadata } from 'next';
import { linkParam, UnsubscribePage } from '@/components/forms/UnsubscribePage';
import { fr } from '@/lib/i18n/fr';

const t = fr.alerts.unsubscribe;

export const metadata: Metadata = { title: t.title, robots: { index: false } };

/** The unsubscribe page of an alert's digest (its link is signed: no login needed); the alert is suspended. */
export default async function AlertUnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const search = await searchParams;
  return <UnsubscribePage list="offres" id={linkParam(search, 'a')} token={linkParam(search, 't')} labels={t} />;
}
