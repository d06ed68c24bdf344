import type { Core } from '@strapi/strapi';
import { messages, type ApplicationOutcome, type FieldErrors } from '@cep/domain';
import { applicableOffer, apply, type ApplyInput } from './apply';

export type ApplyManyResult =
  { ok: true; outcomes: ApplicationOutcome[] } | { ok: false; errors: FieldErrors } | { ok: false; profil: false };

/**
 * « Postuler à plusieurs offres » (issue #40 item 3): the same form sent to each harvest offer, one application each,
 * through the one apply path (its one-per-offer key, its e-mails, the CV's availability with each). The form's fields
 * are the same for every offer, so a refusal of them (a phone, the CV test) comes from the first offer and nothing is
 * sent; what is the offer's own (applied before, closed, not a harvest offer) is said offer by offer.
 */
export async function applyMany(
  strapi: Core.Strapi,
  userId: number,
  offerIds: string[],
  body: ApplyInput['body'],
): Promise<ApplyManyResult> {
  const outcomes: ApplicationOutcome[] = [];
  for (const id of offerIds) {
    const offer = await applicableOffer(strapi, id);
    const named = { id, titre: offer?.titre ?? '', entreprise: offer?.entreprise ?? '' };
    if (!offer) {
      outcomes.push({ offre: named, resultat: 'introuvable', candidature: null });
      continue;
    }
    if (!offer.vendanges) {
      outcomes.push({ offre: named, resultat: 'pas-vendanges', candidature: null });
      continue;
    }
    const result = await apply(strapi, userId, id, { body, cv: null, lettre: null });
    if (result.ok) {
      outcomes.push({ offre: named, resultat: 'envoyee', candidature: result.id });
      continue;
    }
    // The same fields for every offer: refused for one, refused for all — said before anything is sent.
    if (result.status === 400 && outcomes.every((outcome) => outcome.resultat !== 'envoyee'))
      return 'errors' in result ? { ok: false, errors: result.errors } : { ok: false, profil: false };
    const resultat =
      result.status === 409 && result.message === messages.dejaPostule ? 'deja' : result.status === 404 ? 'introuvable' : 'fermee';
    outcomes.push({ offre: named, resultat, candidature: null });
  }
  return { ok: true, outcomes };
}
