'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { BusyButton } from '@/components/forms/BusyButton';
import { changeOfferStatusAction, deleteOfferAction } from '@/lib/actions/recruiter-offers';
import { offerEditMode, type RecruiterOfferCard } from '@cep/domain';
import { recruiterOffer } from '@/lib/i18n/fr/recruiter-offer';
import { ModalDialog } from '@/components/forms/ModalDialog';

const m = recruiterOffer.recruiterOffer.manage;
type Pending = { kind: 'suspendre' | 'reactiver' | 'supprimer'; text: string } | null;

/**
 * The status actions the state machine allows for this card (spec 02 §4): publishing goes through step 3
 * (credit or basket); suspending, reactivating and deleting ask for confirmation first.
 */
export function OfferCardActions({ offer }: { offer: RecruiterOfferCard }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState<Pending>(null);
  const [error, setError] = useState<string>();
  const [pending, startTransition] = useTransition();
  const button = 'rounded-full border px-3 py-1.5 text-sm font-semibold';

  function run(kind: NonNullable<Pending>['kind']) {
    setConfirming(null);
    startTransition(async () => {
      const answer = kind === 'supprimer' ? await deleteOfferAction(offer.id) : await changeOfferStatusAction(offer.id, kind);
      if (answer.code === 200) {
        setError(undefined);
        router.refresh();
      } else setError(answer.message ?? m.failed);
    });
  }

  const editable = offerEditMode(offer.etat) !== null;
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        {editable && (
          <Link
            href={`/recrutement/offre/description-offre/${offer.id}${offer.contrat.id === 4 || offer.contrat.id === 5 ? '/stage' : ''}`}
            className={`${button} border-stone-300 text-stone-800`}
          >
            {m.edit}
          </Link>
        )}
        {editable && (
          <Link href={`/recrutement/offre/${offer.id}/traductions`} className={`${button} border-stone-300 text-stone-800`}>
            {m.translations}
          </Link>
        )}
        {offer.actions.includes('publier') && (
          <Link href={`/recrutement/offre/${offer.id}/paiement`} className={`${button} border-vin-700 bg-vin-700 text-white`}>
            {m.actions.publier}
          </Link>
        )}
        {offer.actions.includes('suspendre') && (
          <BusyButton
            type="button"
            busy={pending}
            onClick={() => setConfirming({ kind: 'suspendre', text: m.confirmSuspend })}
            className={`${button} border-stone-300 text-stone-800`}
          >
            {m.actions.suspendre}
          </BusyButton>
        )}
        {offer.actions.includes('reactiver') && (
          <BusyButton
            type="button"
            busy={pending}
            onClick={() => setConfirming({ kind: 'reactiver', text: m.confirmReactivate })}
            className={`${button} border-vin-700 text-vin-700`}
          >
            {m.actions.reactiver}
          </BusyButton>
        )}
        {(offer.etat === 'publiee' || offer.etat === 'expiree') && (
          <Link href={`/offres/${offer.id}`} className={`${button} border-stone-300 text-stone-800`}>
            {m.view}
          </Link>
        )}
        <BusyButton
          type="button"
          busy={pending}
          onClick={() => setConfirming({ kind: 'supprimer', text: m.confirmDelete })}
          className={`${button} border-red-300 text-red-800`}
        >
          {m.delete}
        </BusyButton>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <ModalDialog open={confirming !== null} title={m.confirmTitle} onClose={() => setConfirming(null)}>
        <p className="text-stone-800">{confirming?.text}</p>
        <div className="mt-5 flex justify-end gap-3">
          <button
            type="button"
            onClick={() => setConfirming(null)}
            className="rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold"
          >
            {m.cancel}
          </button>
          <button
            type="button"
            onClick={() => confirming && run(confirming.kind)}
            className="rounded-full bg-vin-700 px-4 py-2 text-sm font-semibold text-white hover:bg-vin-800"
          >
            {m.confirm}
          </button>
        </div>
      </ModalDialog>
    </div>
  );
}
