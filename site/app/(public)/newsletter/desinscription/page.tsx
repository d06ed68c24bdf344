import type { Metadata } from 'next';
import { UnsubscribeForm } from '@/components/commerce/UnsubscribeForm';
import { fr } from '@/lib/i18n/fr';

const t = fr.commerce.unsubscribe;

export const metadata: Metadata = { title: t.title, robots: { index: false } };

type Search = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** The newsletter's unsubscribe page (its link is signed: no login needed). */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold text-vin-900">{t.title}</h1>
      <p className="mt-2 text-stone-800">{t.lead}</p>
      <div className="mt-6">
        <UnsubscribeForm candidate={one(search.c)} token={one(search.t)} />
      </div>
    </div>
  );
}
