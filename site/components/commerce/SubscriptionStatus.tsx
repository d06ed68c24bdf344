import Link from 'next/link';
import { formatCalendarDay, isSubscribed, type AccountArea } from '@cep/domain';
import { fr } from '@/lib/i18n/fr';

const t = fr.commerce.subscription;

/**
 * Where the account's subscription stands (spec 02 §4 `abonnement`): running until a day, ended, or never
 * taken, with the way to take or extend it. A company that never had one is not told about it here: its
 * blog's lock says so where it matters.
 */
export function SubscriptionStatus({ fin, area, ownPage = false }: { fin: string | null; area: AccountArea; ownPage?: boolean }) {
  if (!fin && area === '/recrutement') return null;
  const running = isSubscribed(fin);
  const text = running && fin ? t.activeUntil(formatCalendarDay(fin)) : fin ? t.endedOn(formatCalendarDay(fin)) : t.none;
  const tone = running ? 'border-sarment-100 bg-white' : 'border-amber-300 bg-amber-50 text-amber-900';
  // On the subscription page itself, under its title: the state alone.
  if (ownPage) return <p className={`mt-6 rounded-xl border p-4 ${tone}`}>{text}</p>;
  return (
    <section aria-labelledby="subscription-status" className={`mt-6 rounded-xl border p-4 ${tone}`}>
      <h2 id="subscription-status" className="text-lg font-semibold">
        {t.title}
      </h2>
      <p className="mt-1">{text}</p>
      <Link href={`${area}/abonnement`} className="mt-2 inline-block font-semibold text-vin-700 underline">
        {running ? t.renew : t.subscribe}
      </Link>
    </section>
  );
}
