'use client';

import Link from 'next/link';
import { useState, useTransition } from 'react';
import { BusyButton } from '@/components/forms/BusyButton';
import { FormAlert } from '@/components/forms/FormAlert';
import { publishOfferAction } from '@/lib/actions/recruiter-offers';
import { recruiterOffer } from '@/lib/i18n/fr/recruiter-offer';
import { ModalDialog } from '@/components/forms/ModalDialog';

const t = recruiterOffer.recruiterOffer.step3;

/** Sends the offer to moderation; the button disappears and the published popup opens (spec 02 §4). */
export function PublishButton({ id, sentMessage }: { id: string; sentMessage?: string }) {
  // The page re-renders as 'validation en cours' after the call: this component stays, with its popup.
  const [sent, setSent] = useState<string | undefined>(sentMessage);
  const [popup, setPopup] = useState(false);
  const [error, setError] = useState<string>();
  const [pending, startTransition] = useTransition();

  function publish() {
    startTransition(async () => {
      const answer = await publishOfferAction(id);
      if (answer.code === 200) {
        setSent(answer.message);
        setPopup(true);
      } else setError(answer.message ?? recruiterOffer.recruiterOffer.manage.failed);
    });
  }

  return (
    <div className="space-y-3">
      <FormAlert message={error} />
      {sent ? (
        <p role="status" className="font-medium text-feuille-600">
          {sent}
        </p>
      ) : (
        <BusyButton
          type="button"
          onClick={publish}
          busy={pending}
          className="w-full rounded-full bg-vin-700 px-5 py-3 font-semibold text-white hover:bg-vin-800 sm:w-auto"
        >
          {pending ? t.publishing : t.publish}
        </BusyButton>
      )}
      <ModalDialog open={popup} title={t.publishedTitle} onClose={() => setPopup(false)}>
        <p className="text-stone-800">{sent}</p>
        <div className="mt-5 flex justify-end gap-3">
          <Link href="/recrutement/offres" className="rounded-full bg-vin-700 px-4 py-2 text-sm font-semibold text-white hover:bg-vin-800">
            {t.toOffers}
          </Link>
        </div>
      </ModalDialog>
    </div>
  );
}
