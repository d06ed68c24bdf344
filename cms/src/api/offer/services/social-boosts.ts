import type { Core } from '@strapi/strapi';
import {
  addMonths,
  BOOST_WINDOW_MONTHS,
  createBoostSchema,
  messages,
  parseForm,
  todayIso,
  UNLIMITED,
  type CreditBalance,
} from '@cep/domain';
import { ledger } from '../../account';
import { isUniqueViolation } from '../../../utils/unique-violation';
import { privateStorage } from '../../../private-files/storage';
import { storePhoto, type Upload } from '../../../private-files/uploads';
import { documentData } from '../../../utils/document-data';
import type { Offer } from '../utils/attributes';
import { UIDS } from '../../../uids';

export type BoostAnswer =
  | { ok: true; credit: CreditBalance; datePublie: string; reserved: string[] }
  | { ok: false; status: 400 | 402 | 409; errors: Record<string, string>; reserved: string[] };

/** The last credit or the date went to a concurrent booking: the transaction rolls back. */
class Taken extends Error {}

/**
 * Social boost (option 25; spec 02 §3, §5, §7): Cep publishes the offer on its networks on a weekday the
 * recruiter books, at most three months ahead. One booking per date for the whole platform (a unique index:
 * of two recruiters booking the same day at once, one gets it), one per offer, paid with a `reseaux` credit.
 */
export function socialBoosts(strapi: Core.Strapi) {
  const bookings = () => strapi.documents(UIDS.socialBoost);

  async function reserved(today = todayIso()): Promise<string[]> {
    const rows = await bookings().findMany({
      filters: { datePublie: { $gte: today } },
      fields: ['datePublie'],
      sort: { datePublie: 'asc' },
      limit: 200,
    });
    return rows.flatMap((row) => (row.datePublie ? [String(row.datePublie)] : []));
  }

  return {
    reserved,

    /** What the form needs: the dates already taken, the last date allowed, the offer's booking if any, the credits left. */
    async form(accountId: number, offer: Offer) {
      const today = todayIso();
      const [dates, booking, balances] = await Promise.all([
        reserved(today),
        bookings().findFirst({ filters: { offer: { id: offer.id } }, fields: ['datePublie'] }),
        ledger(strapi).balances(accountId),
      ]);
      return {
        reserved_dates: dates,
        max: addMonths(today, BOOST_WINDOW_MONTHS),
        datePublie: booking?.datePublie ? String(booking.datePublie) : null,
        credit: balances.reseaux,
      };
    },

    async book(accountId: number, offer: Offer, body: Record<string, unknown>, logo: Upload | null, who: string): Promise<BoostAnswer> {
      const dates = await reserved();
      const refuse = (status: 400 | 402 | 409, errors: Record<string, string>): BoostAnswer => ({
        ok: false,
        status,
        errors,
        reserved: dates,
      });
      if (offer.etat !== 'publiee') return refuse(409, { gestionReseauxSociauxDatepublie: messages.boosterOffreNonPubliee });
      if (await bookings().findFirst({ filters: { offer: { id: offer.id } }, fields: ['id'] })) {
        return refuse(409, { gestionReseauxSociauxDatepublie: messages.boosterDejaActif });
      }
      const parsed = parseForm(createBoostSchema({ reserved: dates }), body);
      if (!parsed.ok) return refuse(400, parsed.errors);
      if (!logo) return refuse(400, { logo: messages.logoRequis });
      const stored = await storePhoto(privateStorage(strapi), logo, { folder: 'logos-reseaux', name: 'logo.webp', fit: 'contain' });
      if (!stored.ok) return refuse(400, { logo: stored.message });
      const date = parsed.data.gestionReseauxSociauxDatepublie;
      const unlimited = (await ledger(strapi).balances(accountId)).reseaux === UNLIMITED;
      try {
        await strapi.db.transaction(async () => {
          if (!unlimited) {
            const spent = await ledger(strapi).spend({
              accountId,
              kind: 'reseaux',
              quantity: 1,
              reason: 'booster',
              offerId: Number(offer.id),
            });
            if (!spent.ok) throw new Taken('credit');
          }
          await bookings().create({
            data: documentData(UIDS.socialBoost, {
              datePublie: date,
              offer: offer.id,
              account: accountId,
              logo: stored.file,
              reservePar: who,
            }),
          });
        });
      } catch (error) {
        await privateStorage(strapi).remove(stored.file.cle);
        if (error instanceof Taken) return refuse(402, { gestionReseauxSociauxDatepublie: messages.boosterSansCredit });
        if (isUniqueViolation(error))
          return { ...refuse(409, { gestionReseauxSociauxDatepublie: messages.boostEchecDate }), reserved: await reserved() };
        throw error;
      }
      return { ok: true, credit: (await ledger(strapi).balances(accountId)).reseaux, datePublie: date, reserved: await reserved() };
    },
  };
}
