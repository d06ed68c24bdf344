import Link from 'next/link';
import type { OfferChangeState } from '@cep/domain';
import { formatDate } from '@/lib/format';
import { recruiterOffer } from '@/lib/i18n/fr/recruiter-offer';

const t = recruiterOffer.recruiterOffer.online;

/** Where an online offer's form leads once its change is sent: « Mes offres », saying it waits for a moderator. */
export const CHANGE_SENT_PATH = '/recrutement/offres?modification=envoyee';

/**
 * Above the form of an online or suspended offer (issue #38 item 2): what saving does (a change a moderator
 * validates, no credit), the change already waiting or why the last one was refused, and the other part of the form.
 */
export function OnlineChangeNotice({ offer, other }: { offer: OfferChangeState; other: { href: string; step: 1 | 2 } }) {
  return (
    <div role="status" className="mt-4 space-y-2 rounded-lg border border-sarment-100 bg-white p-4 text-sm text-stone-800">
      <p>{t.notice}</p>
      {offer.modificationSoumiseLe && <p className="font-semibold">{t.pending(formatDate(offer.modificationSoumiseLe))}</p>}
      {offer.modificationRefusee && <p className="text-red-800">{t.refused(offer.modificationRefusee)}</p>}
      <p>
        <Link href={other.href} className="font-semibold text-vin-700 underline underline-offset-2 hover:text-vin-800">
          {other.step === 1 ? t.stepOne : t.stepTwo}
        </Link>
      </p>
    </div>
  );
}
