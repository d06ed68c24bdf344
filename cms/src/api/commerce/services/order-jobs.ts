import type { Core } from '@strapi/strapi';
import { PACK_VALIDITY_MONTHS, type CreditKind } from '@cep/domain';
import { runOnce } from '../../../jobs/lease';
import { ledger } from '../../account';
import { closeOrder, deliverOrder } from './fulfilment';
import { UIDS } from '../../../uids';

const HOUR = 60 * 60 * 1000;
/** A paid order not delivered after this (a crash between payment and delivery) is delivered again. */
const DELIVERY_GRACE_MS = 10 * 60 * 1000;

const hourOf = (now: Date) => now.toISOString().slice(0, 13);

/**
 * What is left of a pack's credits of one kind when its validity ends. Credits are used oldest first, so
 * what remains of this grant is the balance minus every grant made after it (capped by what it granted).
 */
async function leftOfGrant(strapi: Core.Strapi, accountId: number, kind: CreditKind, grantEntryId: number, granted: number) {
  const balance = (await ledger(strapi).balances(accountId))[kind];
  if (balance === 'illimite') return 0;
  const later = await strapi.db.query(UIDS.creditEntry).findMany({
    where: { account: { id: accountId }, type: kind, quantite: { $gt: 0 }, id: { $gt: grantEntryId } },
    select: ['quantite'],
  });
  const newer = later.reduce((sum: number, entry: { quantite: number }) => sum + entry.quantite, 0);
  return Math.max(0, Math.min(granted, balance - newer));
}

/**
 * The hourly commerce chores, once per hour across instances (a lease): unpaid orders past their date
 * expire (a transfer not received, a Stripe page left), paid orders not delivered are delivered again, and
 * the credits a pack granted twelve months ago expire by an `expiration` spend in the ledger.
 */
export async function runOrderJobs(strapi: Core.Strapi, now = new Date()): Promise<boolean> {
  return runOnce(strapi, 'commandes', hourOf(now), HOUR / 2, async () => {
    const overdue = await strapi.db.query(UIDS.order).findMany({ where: { etat: 'en_attente', expireLe: { $lt: now } }, select: ['id'] });
    for (const order of overdue) await closeOrder(strapi, order.id, 'expirer', 'systeme', 'Échéance');

    const undelivered = await strapi.db.query(UIDS.order).findMany({
      where: { etat: 'payee', livreeLe: { $null: true }, payeeLe: { $lt: new Date(now.getTime() - DELIVERY_GRACE_MS) } },
      select: ['id'],
    });
    for (const order of undelivered) await deliverOrder(strapi, order.id);

    const validity = new Date(now);
    validity.setMonth(validity.getMonth() - PACK_VALIDITY_MONTHS);
    const ended = await strapi.db.query(UIDS.order).findMany({
      where: { type: 'pack', etat: 'payee', payeeLe: { $lt: validity }, creditsEchusLe: { $null: true } },
      populate: { account: { select: ['id'] } },
    });
    for (const order of ended) await expirePackCredits(strapi, order, now);
  });
}

async function expirePackCredits(strapi: Core.Strapi, order: { id: number; reference: string; account: { id: number } }, now: Date) {
  const grants = await strapi.db.query(UIDS.creditEntry).findMany({ where: { order: { id: order.id }, quantite: { $gt: 0 } } });
  for (const grant of grants) {
    const left = await leftOfGrant(strapi, order.account.id, grant.type, grant.id, grant.quantite);
    if (left > 0) {
      await ledger(strapi).spend({
        accountId: order.account.id,
        kind: grant.type,
        quantity: left,
        reason: 'expiration',
        orderId: order.id,
        comment: `Fin de validité du pack (${order.reference})`,
      });
    }
  }
  await strapi.db.query(UIDS.order).update({ where: { id: order.id }, data: { creditsEchusLe: now } });
}
