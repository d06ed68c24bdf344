import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatCents, messages } from '@cep/domain';
import { offerRoutes } from '@cep/domain/contracts';
import { PublishButton } from '@/components/recruiter-offer/PublishButton';
import { StepIndicator } from '@/components/recruiter-offer/StepIndicator';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';

const t = fr.recruiterOffer.step3;

export const metadata: Metadata = { title: t.title, robots: { index: false } };

/**
 * Step 3 (route decided: /recrutement/offre/{id}/paiement): the basket in HT lines, VAT and TTC, priced by
 * the domain. A credit covers the publication line; internships and work-study publish free, basket hidden.
 */
export default async function CheckoutPage({ params }: { params: Promise<{ id: string }> }) {
  const id = (await params).id;
  const tokens = await readTokens();
  const view = tokens ? await read(offerRoutes.checkout, { params: { id }, jwt: tokens.jwt }) : null;
  if (!view) notFound();
  const { panier } = view;
  const stepPath = view.etape === 1 ? view.route : `/recrutement/offre/${id}/description-entreprise`;

  return (
    <>
      <StepIndicator current={3} />
      <h1 className="mt-6 text-2xl font-bold text-vin-900">{t.title}</h1>
      <p className="mt-1 text-stone-700">{view.offre.titre}</p>
      {view.etape < 3 ? (
        <div className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
          <p className="text-amber-900">{t.incomplete}</p>
          <Link href={stepPath} className="mt-3 inline-block font-semibold text-vin-700 underline">
            {t.completeStep(view.etape)}
          </Link>
        </div>
      ) : (
        <div className="mt-6 space-y-6">
          {view.gratuite ? (
            <p className="rounded-lg bg-feuille-50 p-3 text-feuille-600">{t.free}</p>
          ) : (
            <section aria-labelledby="basket-title" className="rounded-xl border border-sarment-100 bg-white p-4 shadow-sm">
              <h2 id="basket-title" className="text-lg font-semibold">
                {t.basket}
              </h2>
              <p className="mt-1 text-sm text-stone-700">
                {t.creditsTitle}{' '}
                {[...new Set(panier.lines.flatMap((line) => line.creditKinds ?? []))]
                  .map((kind) => fr.commerce.credit(kind, view.credits[kind]))
                  .join(' · ')}
              </p>
              <table className="mt-4 w-full text-sm">
                <thead>
                  <tr className="border-b border-stone-200 text-left">
                    <th scope="col" className="py-2">
                      {t.line}
                    </th>
                    <th scope="col" className="py-2 text-right">
                      {t.amount}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {panier.lines.map((line, i) => (
                    <tr key={i} className="border-b border-stone-100">
                      <td className="py-2">
                        {line.label}
                        {line.coveredByCredit && <span className="ml-2 text-xs text-feuille-600">({t.credit})</span>}
                      </td>
                      <td className="py-2 text-right">{formatCents(line.totalCents)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" className="pt-3 text-left font-medium">
                      {t.totalHt}
                    </th>
                    <td className="pt-3 text-right">{formatCents(panier.totalHtCents)}</td>
                  </tr>
                  <tr>
                    <th scope="row" className="text-left font-medium">
                      {t.vat(panier.vatRate)}
                    </th>
                    <td className="text-right">{formatCents(panier.vatCents)}</td>
                  </tr>
                  <tr className="text-base">
                    <th scope="row" className="pt-2 text-left font-bold">
                      {t.totalTtc}
                    </th>
                    <td className="pt-2 text-right font-bold">{formatCents(panier.totalTtcCents)}</td>
                  </tr>
                </tfoot>
              </table>
            </section>
          )}
          {view.offre.etat === 'validation' ? (
            <PublishButton id={id} sentMessage={messages.offreEnvoyeeValidation} />
          ) : view.offre.etat !== 'brouillon' ? null : view.publiable ? (
            <PublishButton id={id} />
          ) : (
            <div className="space-y-3">
              <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                {view.message}
              </p>
              <div className="flex flex-wrap gap-3">
                <Link
                  href={`/recrutement/achat?type=offre&offre=${encodeURIComponent(id)}`}
                  className="rounded-full bg-vin-700 px-5 py-2 font-semibold text-white hover:bg-vin-800"
                >
                  {fr.commerce.step3.payAndPublish}
                </Link>
                <Link href="/packs" className="rounded-full px-5 py-2 font-semibold text-vin-700 ring-1 ring-vin-700 hover:bg-vin-50">
                  {fr.commerce.step3.seePacks}
                </Link>
              </div>
            </div>
          )}
          <Link href={`/recrutement/offre/${id}/description-entreprise`} className="inline-block text-sm text-vin-700 underline">
            {fr.recruiterOffer.back}
          </Link>
        </div>
      )}
    </>
  );
}
