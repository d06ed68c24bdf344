import type { Metadata } from 'next';
import Link from 'next/link';
import { PurchaseForm } from '@/components/commerce/PurchaseForm';
import type { PurchaseInput } from '@/lib/actions/commerce';
import { commerceRoutes } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';

const t = fr.commerce.purchase;

export const metadata: Metadata = { title: t.title, robots: { index: false } };

type Search = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The purchase page (issue #12 item 2): one basket for a pack, a CV pack, an offer's publication or a booster. */
export default async function PurchasePage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  const purchase: PurchaseInput = {
    type: one(search.type) ?? '',
    pack: one(search.pack),
    nombre: one(search.nombre),
    offre: one(search.offre),
    option: one(search.option),
  };
  const tokens = await readTokens();
  const quote = tokens ? await read(commerceRoutes.quote, { query: { ...purchase }, jwt: tokens.jwt }) : null;
  return (
    <>
      <h1 className="text-2xl font-bold text-vin-900">{t.title}</h1>
      {quote ? (
        <>
          <p className="mt-1 text-stone-700">{quote.achat.libelle}</p>
          <div className="mt-6">
            <PurchaseForm
              purchase={purchase}
              basket={quote.panier}
              billing={quote.facturation}
              company={quote.entreprise}
              billingDiffers={quote.factureDifferente}
              cardAvailable={quote.carteDisponible}
              promoAllowed={purchase.type !== 'booster'}
            />
          </div>
        </>
      ) : (
        <p className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-900">
          {t.unavailable}{' '}
          <Link href="/packs" className="font-semibold underline">
            {fr.commerce.pending.back}
          </Link>
        </p>
      )}
    </>
  );
}
