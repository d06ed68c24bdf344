import type { Core } from '@strapi/strapi';
import { OPTION_IDS, paymentSchema, SUBSCRIPTION_MONTHS } from '@cep/domain';
import { subscriptions } from '../api/account';
import { deliverOrder, orders, settleOrder } from '../api/commerce';
import { boosterColumns } from '../api/offer';
import type { Transaction } from '../utils/row-lock';
import { UIDS } from '../uids';

const DAY = 24 * 60 * 60 * 1000;

// Checked by the payment form's own schema, like any order.
const DEMO_BILLING = paymentSchema.parse({
  societeFactureRaisonSociale: 'Vignobles Delmas SAS',
  societeFactureAdresse: '12 route des Châteaux',
  societeFactureCodePostal: '33330',
  societeFactureVille: 'Saint-Émilion',
  societeFacturePays: 'FR',
  societeFactureTva: 'FR40123456789',
  modePaiement: 'virement',
});

/**
 * What commerce shows on `npm start`: two promo codes, a paid pack with its invoice and credits, a transfer
 * waiting, an offer « à la une » on /offres, and the demo candidate reading the newsletter.
 */
export async function seedDemoCommerce(strapi: Core.Strapi, accountId: number, recruiterUserId: number, candidateUserId: number) {
  const now = Date.now();
  // The season's code may be used again by an account; the welcome code once.
  for (const [code, libelle, pourcentage, cibles, unParCompte] of [
    ['VENDANGES26', 'Vendanges 2026', 10, ['pack', 'pack-cv', 'offre'], false],
    ['BIENVENUE', 'Bienvenue sur Cep', 15, ['pack', 'abonnement'], true],
  ] as const) {
    await strapi.documents(UIDS.promoCode).create({
      data: {
        code,
        libelle,
        pourcentage,
        debut: new Date(now - DAY).toISOString(),
        fin: new Date(now + 365 * DAY).toISOString(),
        utilisations: 0,
        unParCompte,
        cibles: [...cibles],
        actif: true,
      },
    });
  }

  const recruiter = await strapi.db.query(UIDS.user).findOne({ where: { id: recruiterUserId }, select: ['email'] });
  const buy = (purchase: Parameters<ReturnType<typeof orders>['create']>[0]['purchase']) =>
    orders(strapi).create({
      account: { id: accountId, type: 'entreprise' },
      userId: recruiterUserId,
      email: recruiter.email,
      purchase,
      payment: DEMO_BILLING,
    });
  const paid = await buy({ type: 'pack', packId: 'essentielle' });
  if (paid.ok) {
    const row = await strapi.db.query(UIDS.order).findOne({ where: { documentId: paid.order.id }, select: ['id'] });
    await settleOrder(strapi, row.id, { actor: 'moderateur', who: 'Démonstration' });
    await deliverOrder(strapi, row.id);
  }
  await buy({ type: 'pack-cv', nombre: 5 });

  const latest = await strapi.documents(UIDS.offer).findFirst({
    filters: { account: { id: accountId }, etat: 'publiee' },
    sort: { datePublication: 'desc' },
  });
  if (latest)
    await strapi
      .documents(UIDS.offer)
      .update({ documentId: latest.documentId, data: boosterColumns(OPTION_IDS.topOfList, new Date()) ?? {} });

  const profile = await strapi.db.query(UIDS.candidate).findOne({ where: { user: { id: candidateUserId } }, select: ['id'] });
  if (profile) await strapi.db.query(UIDS.candidate).update({ where: { id: profile.id }, data: { newsletterOffres: true } });
}

const SCHOOL_BILLING = paymentSchema.parse({
  societeFactureRaisonSociale: 'Campus Vigne et Vin de Blanquefort',
  societeFactureAdresse: '84 avenue du Général de Gaulle',
  societeFactureCodePostal: '33290',
  societeFactureVille: 'Blanquefort',
  societeFacturePays: 'FR',
  societeFactureTva: 'FR40123456789',
  modePaiement: 'virement',
});

/**
 * The demo school's year (issue #38 item 5), bought as a school buys it: an order paid by transfer, settled by a
 * moderator, its invoice in the school's « Mes commandes »; its page, courses and blog are writable.
 */
export async function seedDemoSubscription(strapi: Core.Strapi, accountId: number, userId: number) {
  const user = await strapi.db.query(UIDS.user).findOne({ where: { id: userId }, select: ['email'] });
  const bought = await orders(strapi).create({
    account: { id: accountId, type: 'ecole' },
    userId,
    email: user.email,
    purchase: { type: 'abonnement' },
    payment: SCHOOL_BILLING,
  });
  if (!bought.ok) {
    // No seller configured (production settings): no invoice can be made, so staff's way, a date on the account.
    strapi.log.warn(`Démonstration : abonnement de l'école sans commande (${bought.status}).`);
    await strapi.db.transaction(({ trx }: Transaction) => subscriptions(strapi).extend(trx, accountId, SUBSCRIPTION_MONTHS));
    return;
  }
  const row = await strapi.db.query(UIDS.order).findOne({ where: { documentId: bought.order.id }, select: ['id'] });
  await settleOrder(strapi, row.id, { actor: 'moderateur', who: 'Démonstration' });
  await deliverOrder(strapi, row.id);
}
