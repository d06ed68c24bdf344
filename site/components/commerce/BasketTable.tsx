import { formatCents, type Basket } from '@cep/domain';
import { commerce } from '@/lib/i18n/fr/commerce';

const t = commerce.purchase;

/** A basket as the cms priced it: HT lines, the promo discount, total HT, VAT with its rate, TTC (spec 01 §9). */
export function BasketTable({ basket, promoCode }: { basket: Basket; promoCode?: string }) {
  return (
    <table className="w-full text-sm">
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
        {basket.lines.map((line, i) => (
          <tr key={i} className="border-b border-stone-100">
            <td className="py-2">{line.label}</td>
            <td className="py-2 text-right">{formatCents(line.totalCents)}</td>
          </tr>
        ))}
        {basket.discountCents > 0 && (
          <tr className="border-b border-stone-100 text-feuille-600">
            <td className="py-2">{t.discount(promoCode ?? '')}</td>
            <td className="py-2 text-right">−{formatCents(basket.discountCents)}</td>
          </tr>
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="pt-3 text-left font-medium">
            {t.totalHt}
          </th>
          <td className="pt-3 text-right">{formatCents(basket.totalHtCents)}</td>
        </tr>
        <tr>
          <th scope="row" className="text-left font-medium">
            {t.vat(basket.vatRate)}
          </th>
          <td className="text-right">{formatCents(basket.vatCents)}</td>
        </tr>
        <tr className="text-base">
          <th scope="row" className="pt-1 text-left font-bold">
            {t.totalTtc}
          </th>
          <td className="pt-1 text-right font-bold">{formatCents(basket.totalTtcCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
