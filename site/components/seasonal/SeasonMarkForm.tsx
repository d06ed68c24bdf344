'use client';

import { useActionState } from 'react';
import { errorId, FieldError } from '@/components/forms/field-parts';
import { FormAlert } from '@/components/forms/FormAlert';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { markSeasonAction, type SeasonalState } from '@/lib/actions/seasonal';
import { seasonal } from '@/lib/i18n/fr/seasonal';

const t = seasonal.seasonal;

interface Props {
  offerId: string;
  candidature: string;
  /** Whose season it is, in the form's names (fifty forms on a page must not all read alike). */
  who: string;
  /** The outcomes and their labels (the domain's, passed by the page: no schema in the browser). */
  outcomes: ReadonlyArray<{ value: string; label: string }>;
  bilan: string | null;
  aReprendre: boolean;
}

/**
 * One preselected worker's season: how it went, « à reprendre », saved on its own (a long list is done in several
 * sittings). Uncontrolled, drawn again from what was sent: a choice made before hydration is kept.
 */
export function SeasonMarkForm(props: Props) {
  const [state, action, pending] = useActionState<SeasonalState, FormData>(markSeasonAction, {});
  const id = `bilan-${props.candidature}`;
  const bilan = state.values?.bilan ?? props.bilan ?? '';
  const rehire = state.values ? Boolean(state.values.aReprendre) : props.aReprendre;
  const error = state.errors?.bilan;
  const message = state.code === 200 ? t.saved : state.code && !error ? (state.message ?? t.failed) : undefined;
  return (
    <form key={`${bilan}-${rehire}`} action={action} className="mt-3 space-y-3">
      <input type="hidden" name="offre" value={props.offerId} />
      <input type="hidden" name="candidature" value={props.candidature} />
      <fieldset
        id={id}
        role="radiogroup"
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
      >
        <legend className="text-sm font-medium text-stone-800">{t.outcomeOf(props.who)}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {props.outcomes.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="bilan"
                value={option.value}
                defaultChecked={bilan === option.value}
                className="h-4 w-4 accent-vin-700"
              />
              {option.label}
            </label>
          ))}
        </div>
        <FieldError id={id} error={error} />
      </fieldset>
      <label htmlFor={`${id}-reprendre`} className="flex items-start gap-2 text-sm text-stone-800">
        <input
          id={`${id}-reprendre`}
          type="checkbox"
          name="aReprendre"
          value="1"
          defaultChecked={rehire}
          className="mt-0.5 h-4 w-4 accent-vin-700"
        />
        {t.rehireOf(props.who)}
      </label>
      <SubmitButton pending={pending} label={t.saveOf(props.who)} pendingLabel={t.saving} fullWidth={false} />
      <FormAlert message={message} tone={state.code === 200 ? 'success' : 'danger'} />
    </form>
  );
}
