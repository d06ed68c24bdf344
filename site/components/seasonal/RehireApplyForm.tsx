'use client';

import { useActionState } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextArea } from '@/components/forms/TextArea';
import { TextField } from '@/components/forms/TextField';
import { applyFromRehireAction, type SeasonalState } from '@/lib/actions/seasonal';
import { applications } from '@/lib/i18n/fr/applications';
import { seasonal } from '@/lib/i18n/fr/seasonal';

const t = seasonal.seasonal;
const a = applications.apply;
const SHOWN = ['telephone', 'disponibleDu', 'disponibleAu', 'candidatOffreReponse'];

interface Props {
  link: { r: string; o: string; e: string; t: string };
  entreprise: string;
  defaults: { du: string; au: string; telephone: string };
}

/**
 * The one-click application of a re-hire link: the phone and dates filled in, the message written; « Je postule ».
 * Uncontrolled fields, drawn again from what was sent after a refusal: nothing typed is lost, before hydration either.
 */
export function RehireApplyForm({ link, entreprise, defaults }: Props) {
  const [state, action, pending] = useActionState<SeasonalState, FormData>(applyFromRehireAction, {});
  const errors = state.errors ?? {};
  const values = state.values;
  if (state.code === 200)
    return (
      <p role="status" className="mt-4 rounded-lg border border-feuille-600/40 bg-feuille-50 p-3 font-medium text-feuille-600">
        {t.linkSent(entreprise)}
      </p>
    );
  // A refusal no field shows (the link expired, the offer left the site): said above the button.
  const unshown = state.message ?? Object.entries(errors).find(([name]) => !SHOWN.includes(name))?.[1];
  return (
    <form action={action} className="mt-4 space-y-4 rounded-xl bg-white p-4 shadow-sm">
      {Object.entries(link).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className="text-stone-800">{t.linkIntro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="telephone"
          name="telephone"
          type="tel"
          autoComplete="tel"
          label={a.telephone}
          hint={a.telephoneHint}
          defaultValue={values?.telephone ?? defaults.telephone}
          error={errors.telephone}
        />
        <span aria-hidden="true" className="hidden sm:block" />
        <TextField
          id="disponibleDu"
          name="disponibleDu"
          type="date"
          label={a.disponibleDu}
          defaultValue={values?.disponibleDu ?? defaults.du}
          error={errors.disponibleDu}
        />
        <TextField
          id="disponibleAu"
          name="disponibleAu"
          type="date"
          label={a.disponibleAu}
          defaultValue={values?.disponibleAu ?? defaults.au}
          error={errors.disponibleAu}
        />
      </div>
      <TextArea
        id="candidatOffreReponse"
        name="candidatOffreReponse"
        label={a.message}
        required
        defaultValue={values?.candidatOffreReponse ?? t.linkMessageDefault}
        error={errors.candidatOffreReponse}
      />
      <FormAlert message={state.code && unshown ? unshown : state.code && state.code !== 400 ? t.sendFailed : undefined} tone="danger" />
      <SubmitButton pending={pending} label={t.linkSend} pendingLabel={t.linkSending} />
    </form>
  );
}
