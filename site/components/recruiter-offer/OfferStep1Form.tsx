'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition, type FormEvent } from 'react';
import { isInternshipContract, messages, offerStep1RequiredKeys, type FieldErrors } from '@cep/domain';
import { BusyButton } from '@/components/forms/BusyButton';
import { RequiredNote } from '@/components/forms/RequiredNote';
import { FormAlert } from '@/components/forms/FormAlert';
import { InvalidFieldsSummary } from '@/components/forms/InvalidFieldsSummary';
import { saveStepOneAction, uploadCoverAction } from '@/lib/actions/recruiter-offers';
import { layout } from '@/lib/i18n/fr/layout';
import { recruiterOffer } from '@/lib/i18n/fr/recruiter-offer';
import { CoverImageInput } from './CoverImageInput';
import { JobFields } from './JobFields';
import { LanguageFields } from './LanguageFields';
import { NextStepButton } from './NextStepButton';
import { CHANGE_SENT_PATH } from './OnlineChangeNotice';
import { PlaceFields } from './PlaceFields';
import { ProfileFields } from './ProfileFields';
import { initialState, toPayload, withContract, type SetField } from './step-one-state';

type Props = {
  offerId: string | null;
  initial: Record<string, unknown>;
  cover: string | null;
  saved?: boolean;
  /** Online or suspended: what is sent waits for a moderator, and there is no draft of it (issue #38 item 2). */
  online?: boolean;
};

/**
 * Step 1 of offer creation (spec 01 §2–§5): the draft button saves once a title is filled (the hidden
 * `brouillon` field of the spec travels as a flag); 'Étape suivante' submits the whole step. The cover photo
 * is uploaded once the offer exists, right after its first save.
 */
export function OfferStep1Form({ offerId, initial, cover, saved, online = false }: Props) {
  const router = useRouter();
  const [state, setState] = useState(() => initialState(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<{ text: string; tone: 'danger' | 'success' } | undefined>(
    saved ? { text: recruiterOffer.recruiterOffer.draftSaved, tone: 'success' } : undefined,
  );
  const [coverBlob, setCoverBlob] = useState<Blob | null>(null);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const [pending, startTransition] = useTransition();

  const set: SetField = (key, value) => setState((s) => ({ ...s, [key]: value }));
  // The cms may exempt an account from the city or the pay (staff's flags): they are marked here all the same.
  const required = new Set<string>([
    'offreTitre',
    ...offerStep1RequiredKeys({
      offreContrat: Number(state.offreContrat) || undefined,
      offrePays: state.offrePays,
      offreHomeOffice: state.offreHomeOffice,
    }),
  ]);

  function submit(draft: boolean) {
    const editPath = (id: string) =>
      `/recrutement/offre/description-offre/${id}${isInternshipContract(Number(state.offreContrat) || undefined) ? '/stage' : ''}`;
    startTransition(async () => {
      const answer = await saveStepOneAction(offerId, toPayload(state), draft);
      if (answer.code !== 200 || !answer.id) {
        setErrors(answer.errors ?? {});
        setAlert({ text: answer.message ?? messages.donneesNonValides, tone: 'danger' });
        setAttempt((n) => n + 1);
        return;
      }
      setErrors({});
      if (coverBlob) {
        const form = new FormData();
        form.append('photocouverture', coverBlob, 'couverture.jpg');
        const uploaded = await uploadCoverAction(answer.id, form);
        if (uploaded.code !== 200) {
          setErrors(uploaded.errors ?? {});
          setAlert({ text: messages.donneesNonValides, tone: 'danger' });
          setAttempt((n) => n + 1);
          if (!offerId) router.replace(editPath(answer.id));
          return;
        }
        setCoverBlob(null);
      }
      if (online) {
        router.push(CHANGE_SENT_PATH);
      } else if (draft) {
        setAlert({ text: recruiterOffer.recruiterOffer.draftSaved, tone: 'success' });
        if (!offerId) router.replace(`${editPath(answer.id)}?enregistre=1`);
        else router.refresh();
      } else {
        router.push(`/recrutement/offre/${answer.id}/description-entreprise`);
      }
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(false);
  }

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="space-y-8">
      {alert?.tone === 'danger' ? (
        <InvalidFieldsSummary message={alert.text} attempt={attempt} form={form} />
      ) : (
        <FormAlert message={alert?.text} tone={alert?.tone} />
      )}
      <RequiredNote text={layout.forms.requiredToPublish} />
      <JobFields state={state} set={set} setContract={(c) => setState((s) => withContract(s, c))} errors={errors} required={required} />
      <PlaceFields state={state} set={set} errors={errors} required={required} />
      <ProfileFields state={state} set={set} errors={errors} required={required} />
      <LanguageFields state={state} set={set} errors={errors} />
      <fieldset>
        <legend className="text-lg font-semibold text-vin-900">{recruiterOffer.recruiterOffer.sections.cover}</legend>
        <div className="mt-3">
          <CoverImageInput current={cover} onChange={setCoverBlob} error={errors.photocouverture} />
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {!online && (
          <BusyButton
            type="button"
            busy={pending}
            disabled={state.offreTitre.trim() === ''}
            onClick={() => submit(true)}
            className="rounded-full border border-vin-700 px-5 py-3 font-semibold text-vin-700 hover:bg-vin-50 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {pending ? recruiterOffer.recruiterOffer.saving : recruiterOffer.recruiterOffer.saveDraft}
          </BusyButton>
        )}
        <NextStepButton pending={pending} label={online ? recruiterOffer.recruiterOffer.online.send : undefined} />
      </div>
    </form>
  );
}
