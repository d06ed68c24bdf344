import type { Metadata } from 'next';
import { ACCOUNT_AREAS, formatCents } from '@cep/domain';
import Link from 'next/link';
import { LoginDialogLink } from '@/components/auth/LoginDialogLink';
import { PackChoice } from '@/components/commerce/PackChoice';
import { PackTabs } from '@/components/commerce/PackTabs';
import { commerceRoutes } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { getSessionUser } from '@/lib/session/session';

const t = fr.commerce.packs;

export const metadata: Metadata = { title: t.title, description: t.lead };

/** The packs page (spec 01 §2, §9): three tiers one at a time, Essentielle first, the CV packs, the subscriptions. */
export default async function PacksPage() {
  const [catalogue, user] = await Promise.all([read(commerceRoutes.packs, {}), getSessionUser()]);
  if (!catalogue) throw new Error('packs unavailable');
  const recruiter = user?.role === 'recruteur';
  const visitor = !user;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold text-vin-900">{t.title}</h1>
      <p className="mt-2 text-stone-700">{t.lead}</p>
      {!recruiter && !visitor && <p className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-900">{t.recruitersOnly}</p>}
      <div className="mt-6">
        <PackTabs packs={catalogue.packs} initial={catalogue.parDefaut} recruiter={recruiter} visitor={visitor} />
      </div>
      <p className="mt-4 text-sm text-stone-600">{t.single}</p>
      <section aria-labelledby="cv-packs" className="mt-10">
        <h2 id="cv-packs" className="text-xl font-bold text-vin-900">
          {t.cvPacks}
        </h2>
        <p className="mt-1 text-stone-700">{t.cvPacksLead}</p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {catalogue.packsCv.map((pack) => (
            <li key={pack.nombre} className="flex items-center justify-between rounded-xl border border-sarment-100 bg-white p-4">
              <span>
                <span className="font-semibold">{t.cvPack(pack.nombre)}</span>{' '}
                <span className="text-stone-700">
                  {formatCents(pack.prixHtCents)} {t.perPack}
                </span>
              </span>
              <PackChoice
                type="pack-cv"
                id={String(pack.nombre)}
                label={t.buy}
                recruiter={recruiter}
                visitor={visitor}
                className="rounded-full px-4 py-2 font-semibold text-vin-700 ring-1 ring-vin-700 hover:bg-vin-50"
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="subscriptions" className="mt-10">
        <h2 id="subscriptions" className="text-xl font-bold text-vin-900">
          {fr.commerce.subscription.packsTitle}
        </h2>
        <p className="mt-1 text-stone-700">{fr.commerce.subscription.packsLead}</p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {catalogue.abonnements.map((subscription) => {
            const page = `${ACCOUNT_AREAS[subscription.compte]}/abonnement`;
            const own = user?.role === (subscription.compte === 'ecole' ? 'ecole' : 'recruteur');
            const action = 'mt-3 inline-block rounded-full px-4 py-2 font-semibold text-vin-700 ring-1 ring-vin-700 hover:bg-vin-50';
            return (
              <li key={subscription.compte} className="rounded-xl border border-sarment-100 bg-white p-4">
                <h3 className="font-semibold">{subscription.nom}</h3>
                <p className="mt-1 text-sm text-stone-700">{subscription.accroche}</p>
                <p className="mt-2">
                  <span className="font-bold">{formatCents(subscription.prixHtCents)}</span> {fr.commerce.subscription.perYear}
                </p>
                {own && (
                  <Link href={page} className={action}>
                    {fr.commerce.subscription.choose(subscription.nom)}
                  </Link>
                )}
                {/* Signed in, each lands on their own kind of account's subscription (/abonnement), whichever card they chose. */}
                {visitor && (
                  <LoginDialogLink label={fr.commerce.subscription.choose(subscription.nom)} retour="/abonnement" className={action} />
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
