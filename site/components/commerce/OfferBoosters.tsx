'use client';

import Link from 'next/link';
import { useState, useTransition } from 'react';
import { OPTION_IDS, type RecruiterOfferCard } from '@cep/domain';
import { formatLongDate } from '@cep/domain/format';
import { BusyButton } from '@/components/forms/BusyButton';
import { applyBoosterAction } from '@/lib/actions/commerce';
import { commerce } from '@/lib/i18n/fr/commerce';
import { recruiterOffer } from '@/lib/i18n/fr/recruiter-offer';

const t = commerce.boosters;
const BOOSTERS = [OPTION_IDS.newsletter, OPTION_IDS.topOfList, OPTION_IDS.cvLibrary] as const;

/** Whether a booster is on the offer already (newsletter and top of list are used once: spec 02 §4). */
function active(boosters: RecruiterOfferCard['boosters'], option: (typeof BOOSTERS)[number]): boolean {
  if (option === OPTION_IDS.newsletter) return boosters.newsletter;
  if (option === OPTION_IDS.topOfList) return boosters.aLaUneJusquau !== null;
  return boosters.cvtheque;
}

/**
 * The boosters of a published offer (issue #12 item 8): each button spends one credit of its kind, then the
 * card is read again (`/load-card-offre/{id}`); an active booster shows its badge instead. Without a credit,
 * the message and a link to buy this booster alone.
 */
export function OfferBoosters({ offer }: { offer: RecruiterOfferCard }) {
  const [boosters, setBoosters] = useState(offer.boosters);
  const [refused, setRefused] = useState<{ option: number; message: string }>();
  const [done, setDone] = useState<string>();
  const [pending, startTransition] = useTransition();

  const use = (option: number) =>
    startTransition(async () => {
      const answer = await applyBoosterAction(offer.id, option);
      if (answer.code === 200) {
        if (answer.offre) setBoosters(answer.offre.boosters);
        setRefused(undefined);
        setDone(t.used(answer.credit ?? 0));
      } else {
        setDone(undefined);
        setRefused({ option, message: answer.message ?? recruiterOffer.recruiterOffer.manage.failed });
      }
    });

  return (
    <div className="mt-3 border-t border-stone-100 pt-3">
      <p className="text-sm font-semibold text-stone-800">{t.title}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {boosters.newsletter && (
          <span className="rounded-full bg-feuille-50 px-3 py-1 text-xs font-semibold text-feuille-600">{t.newsletterActive}</span>
        )}
        {boosters.aLaUneJusquau && (
          <span
            className="rounded-full bg-feuille-50 px-3 py-1 text-xs font-semibold text-feuille-600"
            title={t.topUntil(formatLongDate(boosters.aLaUneJusquau))}
          >
            {t.topActive}
          </span>
        )}
        {boosters.cvtheque && (
          <span className="rounded-full bg-feuille-50 px-3 py-1 text-xs font-semibold text-feuille-600">{t.cvLibraryActive}</span>
        )}
        {boosters.reseauxLe && (
          <span className="rounded-full bg-feuille-50 px-3 py-1 text-xs font-semibold text-feuille-600">
            {t.socialBooked(formatLongDate(boosters.reseauxLe))}
          </span>
        )}
        {!boosters.reseauxLe && (
          <Link
            href={`/recrutement/offre/${encodeURIComponent(offer.id)}/utilisation/boost/reseaux/sociaux`}
            className="rounded-full border border-vin-700 px-3 py-1.5 text-sm font-semibold text-vin-700 hover:bg-vin-50"
          >
            {commerce.socialBoost.link}
          </Link>
        )}
        {BOOSTERS.filter((option) => !active(boosters, option)).map((option) => (
          <BusyButton
            key={option}
            type="button"
            busy={pending}
            onClick={() => use(option)}
            className="rounded-full border border-vin-700 px-3 py-1.5 text-sm font-semibold text-vin-700 hover:bg-vin-50"
          >
            {t.use[option]}
          </BusyButton>
        ))}
      </div>
      <div aria-live="polite" className="mt-2 text-sm">
        {done && (
          <p role="status" className="text-feuille-600">
            {done}
          </p>
        )}
        {refused && (
          <p role="alert" className="text-red-800">
            {refused.message}{' '}
            <Link
              href={`/recrutement/achat?type=booster&offre=${encodeURIComponent(offer.id)}&option=${refused.option}`}
              className="font-semibold underline"
            >
              {t.buy}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
