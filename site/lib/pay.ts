import { formatEuros } from '@/lib/format';
import { fr } from '@/lib/i18n/fr';

/** « 24 000 € à 28 000 € brut par an »: an offer's pay as its page and its card say it; 0 or null is « not given ». */
export function payText(min: number | null, max: number | null, period: string): string {
  const money = (v: number | null) => (v ? formatEuros(v) : null);
  return fr.offer.payRange(money(min), money(max), fr.offer.payPeriod[period] ?? '');
}
