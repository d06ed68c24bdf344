import { CV_PACK_PRICES_CENTS, DEFAULT_PACK, PACK_IDS, PACKS, priceBasket, packLines, subscriptionLines, SUBSCRIPTIONS } from '@cep/domain';
import type { commerceRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';

/** The packs page's data (spec 01 §2, §9) and the subscriptions (issue #38 item 5): public, the same for everyone, priced for France (VAT 20 %). */
export const catalogueHandlers = (): Handlers<Pick<typeof commerceRoutes, 'packs'>> => ({
  async packs({ ctx }) {
    ctx.set('Cache-Control', 'public, max-age=300');
    return {
      packs: PACK_IDS.map((id) => ({ ...PACKS[id], prixTtcCents: priceBasket(packLines(PACKS[id]), { country: 'FR' }).totalTtcCents })),
      parDefaut: DEFAULT_PACK,
      packsCv: Object.entries(CV_PACK_PRICES_CENTS).map(([nombre, prixHtCents]) => ({ nombre: Number(nombre), prixHtCents })),
      abonnements: Object.values(SUBSCRIPTIONS).map((subscription) => ({
        ...subscription,
        prixTtcCents: priceBasket(subscriptionLines(subscription), { country: 'FR' }).totalTtcCents,
      })),
    };
  },
});
