import type { Core } from '@strapi/strapi';
import { offerExpiryFrom, offerMachine, transition, type Actor } from '@cep/domain';
import { siteUrl } from '../../../email/site-url';
import { queueEmail } from '../../email';
import { emails } from '../../../email/templates';
import { ledger } from '../../account';
import { lockRow, type Transaction } from '../../../utils/row-lock';
import { OFFER_RELATIONS, offerData, type Offer } from '../utils/attributes';
import { numberList } from '../../../utils/json-columns';
import { boostersBoughtWithOffer } from './booster-columns';
import { UIDS } from '../../../uids';

/** Emitted once a moderator's validation is committed: `{ documentId, vendanges }`. */
export const OFFER_VALIDATED = 'cep:offre-validee';

export type OfferAction = (typeof offerMachine.transitions)[number]['action'];

export interface Moderator {
  name: string;
}

type Extra = { motifRefus?: string; moderator?: Moderator; creditUtilise?: boolean };

/** Columns written with each action, besides the state: who moderated and when, dates shown to users. */
function changesFor(action: OfferAction, extra: Extra, now: Date, offer: Offer) {
  switch (action) {
    case 'publier':
      return { soumiseLe: now.toISOString(), motifRefus: null, creditUtilise: Boolean(extra.creditUtilise) };
    case 'valider':
      return {
        datePublication: now.toISOString(),
        dateExpiration: offerExpiryFrom(now).toISOString(),
        moderePar: extra.moderator?.name ?? null,
        modereLe: now.toISOString(),
        ...boostersBoughtWithOffer(numberList(offer.options), now),
      };
    case 'refuser':
      return {
        motifRefus: extra.motifRefus ?? null,
        moderePar: extra.moderator?.name ?? null,
        modereLe: now.toISOString(),
        creditUtilise: false,
      };
    case 'suspendre':
      return { dateSuspension: now.toISOString() };
    case 'reactiver':
      return { dateSuspension: null };
    default:
      return {};
  }
}

export type ActionResult = { ok: true; offer: Offer } | { ok: false };

/**
 * Every change of an offer's state goes through the domain's state machine; the search index follows
 * through the document middleware. The recruiter hears of a moderation either way; a refused offer gives
 * its publication credit back through a compensating ledger entry.
 */
export async function applyOfferAction(
  strapi: Core.Strapi,
  offer: Offer,
  action: OfferAction,
  actor: Actor,
  extra: Extra = {},
): Promise<ActionResult> {
  // The state is read on the locked row: two moderators deciding at once, or a refusal racing a validation,
  // give one decision; the refund belongs to the same transaction as the refusal.
  const outcome = await strapi.db.transaction(async ({ trx }: Transaction) => {
    const locked = await lockRow(strapi, trx, UIDS.offer, Number(offer.id), ['etat', 'creditUtilise']);
    const state = offerMachine.states.find((known) => known === locked?.etat);
    const result = state ? transition(offerMachine, state, action, actor) : null;
    if (!result?.ok) return null;
    const updated = await strapi.documents(UIDS.offer).update({
      documentId: offer.documentId,
      data: offerData({ etat: result.to, ...changesFor(action, extra, new Date(), offer) }),
      populate: OFFER_RELATIONS,
    });
    const refunded =
      action === 'refuser' && offer.account
        ? await ledger(strapi).refundOfferPublication(Number(offer.account.id), Number(offer.id))
        : false;
    if (updated && (action === 'valider' || action === 'refuser')) await tellRecruiter(strapi, updated, action, refunded);
    return updated ? { updated, refunded } : null;
  });
  if (!outcome) return { ok: false };
  // Whoever listens (harvest alerts go out at once): the offer feature does not know them.
  if (action === 'valider')
    strapi.eventHub.emit(OFFER_VALIDATED, { documentId: offer.documentId, vendanges: Boolean(outcome.updated.emploivendagesaisonier) });
  return { ok: true, offer: outcome.updated };
}

async function tellRecruiter(strapi: Core.Strapi, offer: Offer, action: 'valider' | 'refuser', creditReturned: boolean) {
  const recruiter = offer.recruteur;
  if (!recruiter?.email) return;
  const prenom = recruiter.prenom ?? '';
  const content =
    action === 'valider'
      ? emails.offerValidated(prenom, offer.offreTitre ?? '', siteUrl(`/offres/${offer.documentId}`))
      : emails.offerRefused(prenom, offer.offreTitre ?? '', offer.motifRefus ?? '', creditReturned, siteUrl('/recrutement/offres'));
  await queueEmail(strapi, recruiter.email, content);
}

/** Published or suspended offers past their expiry date become 'expiree' (the platform's transition). */
export async function expireOffers(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const due = await strapi.documents(UIDS.offer).findMany({
    filters: { etat: { $in: ['publiee', 'suspendue'] }, dateExpiration: { $lte: now.toISOString() } },
    populate: OFFER_RELATIONS,
  });
  for (const offer of due) await applyOfferAction(strapi, offer, 'expirer', 'systeme');
  return due.length;
}
