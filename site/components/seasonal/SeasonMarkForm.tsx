'use client';

import { useActionState, useState } from 'react';
import { Checkbox, RadioGroup } from '@/components/forms/Checkbox';
import { FormAlert } from '@/components/forms/FormAlert';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { markSeasonAction, type SeasonalState } from '@/lib/actions/seasonal';
import { seasonal } from '@/lib/i18n/fr/seasonal';

const t = seasonal.seasonal;

interface Props {
  offerId: string;
  candidature: string;
  /** The outcomes and their labels (the domain's, passed by the page: no schema in the browser). */
  outcomes: ReadonlyArray<{ value: string; label: string }>;
  bilan: string | null;
  aReprendre: boolean;
}

/** One preselected worker's season: how it went, « à reprendre », saved on its own (a long list is done in several sittings). */
export function SeasonMarkForm(props: Props) {
  const [state, action, pending] = useActionState<SeasonalState, FormData>(markSeasonAction, {});
  const [bilan, setBilan] = useState<string>(props.bilan ?? '');
  const [rehire, setRehire] = useState(props.aReprendre);
  const id = `bilan-${props.candidature}`;
  const message = state.code === 200 ? t.saved : state.code ? (state.message ?? state.errors?.bilan ?? t.failed) : undefined;
  return (
    <form action={action} className="mt-3 space-y-3">
      <input type="hidden" name="offre" value={props.offerId} />
      <input type="hidden" name="candidature" value={props.candidature} />
      <RadioGroup
        id={id}
        name="bilan"
        label={t.outcome}
        options={props.outcomes}
        value={bilan}
        onChange={setBilan}
        required
        error={state.errors?.bilan}
      />
      <Checkbox id={`${id}-reprendre`} name="aReprendre" value="1" label={t.rehire} checked={rehire} onChange={setRehire} />
      <SubmitButton pending={pending} label={t.save} pendingLabel={t.saving} fullWidth={false} />
      <FormAlert message={message} tone={state.code === 200 ? 'success' : 'danger'} />
    </form>
  );
}
