import Link from 'next/link';
import { formatCents, formatLongDate, ORDER_STATE_LABELS, type AccountArea, type OrderView } from '@cep/domain';
import { fr } from '@/lib/i18n/fr';
import { BasketTable } from './BasketTable';
import { OrderActions } from './OrderActions';

const t = fr.commerce.order;

/** An order as its buyer sees it: state, basket, transfer instructions while waiting, invoices once paid. */
export function OrderDetails({ order, area }: { order: OrderView; area: AccountArea }) {
  return (
    <div className="space-y-6">
      <p className="text-stone-700">
        {order.libelle} · {t.createdOn(formatLongDate(order.creeLe))} ·{' '}
        <span className="font-semibold">
          {t.state} : {ORDER_STATE_LABELS[order.etat]}
        </span>
      </p>
      {order.virement && (
        <section aria-labelledby="transfer-title" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
          <h2 id="transfer-title" className="text-lg font-semibold text-amber-900">
            {t.transferTitle}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium">{t.holder}</dt>
            <dd>{order.virement.titulaire}</dd>
            <dt className="font-medium">{t.iban}</dt>
            <dd className="font-mono">{order.virement.iban}</dd>
            <dt className="font-medium">{t.bic}</dt>
            <dd className="font-mono">{order.virement.bic}</dd>
            <dt className="font-medium">{t.amount}</dt>
            <dd>{formatCents(order.virement.montantCents)}</dd>
            <dt className="font-medium">{t.reference}</dt>
            <dd className="font-mono font-bold">{order.virement.reference}</dd>
          </dl>
          <p className="mt-3 text-sm">{t.referenceLead(order.virement.reference)}</p>
          {order.virement.avantLe && <p className="text-sm">{t.before(formatLongDate(order.virement.avantLe))}</p>}
        </section>
      )}
      <section aria-labelledby="order-basket" className="rounded-xl border border-sarment-100 bg-white p-4 shadow-sm">
        <h2 id="order-basket" className="sr-only">
          {fr.commerce.purchase.basket}
        </h2>
        <BasketTable basket={order.panier} promoCode={order.codePromo ?? undefined} />
      </section>
      {order.etat === 'en_attente' && <OrderActions id={order.id} card={order.modePaiement === 'carte'} />}
      {order.factures.length > 0 && (
        <section aria-labelledby="invoices-title">
          <h2 id="invoices-title" className="text-lg font-semibold">
            {t.invoices}
          </h2>
          <ul className="mt-2 space-y-1">
            {order.factures.map((invoice) => (
              <li key={invoice.numero}>
                <a href={`/fichiers/facture/${invoice.numero}`} className="font-medium text-vin-700 underline">
                  {invoice.type === 'facture' ? t.invoice(invoice.numero) : t.creditNote(invoice.numero)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Link href={`${area}/commandes`} className="inline-block font-semibold text-vin-700 underline">
        {t.toOrders}
      </Link>
    </div>
  );
}
