import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatCalendarDay, messages, todayIso } from '@cep/domain';
import { offerRoutes } from '@cep/domain/contracts';
import { SocialBoostForm } from '@/components/commerce/SocialBoostForm';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';

const t = fr.commerce.socialBoost;

export const metadata: Metadata = { title: t.title, robots: { index: false } };

/** The social boost of one offer (spec 02 §2, §7), at the path of its POST; a booked offer shows its day. */
export default async function SocialBoostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const tokens = await readTokens();
  const form = tokens ? await read(offerRoutes.socialBoostForm, { params: { ref: id }, jwt: tokens.jwt }) : null;
  if (!form) notFound();
  return (
    <>
      <h1 className="text-2xl font-bold text-vin-900">{t.title}</h1>
      <p className="mt-2 text-stone-700">{t.lead}</p>
      <div className="mt-6 rounded-xl border border-sarment-100 bg-white p-6">
        {form.datePublie ? (
          <p role="status">{t.alreadyBooked(formatCalendarDay(form.datePublie, 'full'))}</p>
        ) : form.credit === 0 ? (
          <p>
            {messages.boosterSansCredit}{' '}
            <Link
              href={`/recrutement/achat?type=booster&offre=${encodeURIComponent(id)}&option=25`}
              className="font-semibold text-vin-700 underline"
            >
              {fr.commerce.boosters.buy}
            </Link>
          </p>
        ) : (
          <SocialBoostForm offerId={id} reserved={form.reserved_dates} max={form.max} today={todayIso()} credit={form.credit} />
        )}
      </div>
      <Link href="/recrutement/offres" className="mt-4 inline-block font-semibold text-vin-700 underline">
        {fr.accountNav.myOffers}
      </Link>
    </>
  );
}
