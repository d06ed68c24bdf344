import Link from 'next/link';
import { fr } from '@/lib/i18n/fr';

export default function OfferNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-vin-900">{fr.offer.notFoundTitle}</h1>
      <p className="mt-2 text-stone-700">{fr.offer.notFoundText}</p>
      <Link href="/offres" className="mt-6 inline-block rounded-full bg-vin-700 px-5 py-2 font-semibold text-white hover:bg-vin-800">
        {fr.offer.back}
      </Link>
    </div>
  );
}
