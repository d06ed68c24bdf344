import { formatCalendarDay, formatCents, SUBSCRIPTIONS, type AccountArea } from '@cep/domain';
import { commerceRoutes } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';
import { PurchaseForm } from './PurchaseForm';
import { SubscriptionStatus } from './SubscriptionStatus';

const t = fr.commerce.subscription;

/**
 * The account's subscription (issue #38 item 5): where it stands, what it includes, and the basket to take or
 * extend it, paid like a pack (card or transfer); the cms adds its months to the account once it is paid.
 */
export async function SubscriptionPage({ area }: { area: AccountArea }) {
  const school = area === '/ecole';
  const subscription = SUBSCRIPTIONS[school ? 'ecole' : 'entreprise'];
  const tokens = await readTokens();
  const quote = tokens ? await read(commerceRoutes.quote, { query: { type: 'abonnement' }, jwt: tokens.jwt }) : null;
  if (!quote?.abonnement) throw new Error('subscription quote unavailable');
  return (
    <>
      <h1 className="text-2xl font-bold text-vin-900">{t.title}</h1>
      <p className="mt-1 text-stone-700">{t.lead}</p>
      <SubscriptionStatus fin={quote.abonnement.fin} area={area} ownPage />
      <section aria-labelledby="subscription-offer" className="mt-6 rounded-xl border border-sarment-100 bg-white p-4 shadow-sm">
        <h2 id="subscription-offer" className="text-lg font-semibold">
          {subscription.nom}
        </h2>
        <p className="mt-1 text-stone-700">{subscription.accroche}</p>
        <p className="mt-3 font-semibold">{t.includes}</p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {subscription.inclus.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-3">
          <span className="text-xl font-bold">{formatCents(subscription.prixHtCents)}</span> {t.perYear}
        </p>
      </section>
      <h2 className="mt-8 text-xl font-bold text-vin-900">{t.buy}</h2>
      <p className="mt-1 text-stone-700">{t.extendsTo(formatCalendarDay(quote.abonnement.prolongeJusquAu))}</p>
      <div className="mt-4">
        <PurchaseForm
          purchase={{ type: 'abonnement' }}
          basket={quote.panier}
          billing={quote.facturation}
          company={quote.entreprise}
          billingDiffers={quote.factureDifferente}
          cardAvailable={quote.carteDisponible}
          promoAllowed
          school={school}
        />
      </div>
    </>
  );
}
