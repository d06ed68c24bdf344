'use client';

import { useRef, useState, useTransition, type FormEvent } from 'react';
import {
  contracts,
  CV_TITLE_MAX,
  cvSchema,
  DOMAINS,
  EXPERIENCE_LEVELS,
  messages,
  parseForm,
  requiredKeys,
  STUDY_LEVELS,
  type CvValues,
  type FieldErrors,
} from '@cep/domain';
import { BusyButton } from '@/components/forms/BusyButton';
import { Checkbox, CheckboxGroup } from '@/components/forms/Checkbox';
import { FormAlert } from '@/components/forms/FormAlert';
import { RequiredNote } from '@/components/forms/RequiredNote';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import { saveCvAction, type CvActionAnswer } from '@/lib/actions/candidate-cv';
import { candidate } from '@/lib/i18n/fr/candidate';
import { choiceOptions, CONTRACT_OPTIONS } from '@/lib/options';
import { errorOf, useFocusFirstError } from './focus';
import { ZonePicker, type Zone } from './ZonePicker';

const t = candidate.candidateCv.profile;

/** Field name → the control that takes the focus when it is refused, in the form's order. */
const FOCUS_ORDER: ReadonlyArray<[string, string]> = [
  ['cvTitre', 'cvTitre'],
  ['cvAnneesExperience', 'cvAnneesExperience'],
  ['cvExperience', 'cvExperience'],
  ['cvNiveauEtude', 'cvNiveauEtude'],
  ['cvRemuneration', 'cvRemuneration'],
  ['cvContratSouhaite', `cvContratSouhaite-${contracts[0].id}`],
  ['cvDomaines', `cvDomaines-${DOMAINS[0]?.id}`],
  ['cvZonegeo', 'cvZonegeo'],
];

interface ProfileState {
  cvTitre: string;
  cvAnneesExperience: string;
  cvExperience: string;
  cvNiveauEtude: string;
  cvRemuneration: string;
  cvContratSouhaite: string[];
  cvDomaines: string[];
  zones: Zone[];
  cvPermis: boolean;
}

const text = (v: number | null) => (v === null ? '' : String(v));

function initialState(cv: CvValues, zones: Zone[]): ProfileState {
  return {
    cvTitre: cv.cvTitre,
    cvAnneesExperience: text(cv.cvAnneesExperience),
    cvExperience: text(cv.cvExperience),
    cvNiveauEtude: text(cv.cvNiveauEtude),
    cvRemuneration: text(cv.cvRemuneration),
    cvContratSouhaite: cv.cvContratSouhaite.map(String),
    cvDomaines: cv.cvDomaines.map(String),
    zones,
    cvPermis: cv.cvPermis,
  };
}

/** What the schema refuses empty: marked with the form kit's asterisk. */
const REQUIRED = requiredKeys(cvSchema);

/** An empty number is left out: the schema then says it is required (an empty string would read as 0). */
function payload(state: ProfileState): Record<string, unknown> {
  const chosen = (v: string) => (v.trim() === '' ? undefined : v.trim());
  return {
    cvTitre: state.cvTitre,
    cvAnneesExperience: chosen(state.cvAnneesExperience),
    cvExperience: chosen(state.cvExperience),
    cvNiveauEtude: chosen(state.cvNiveauEtude),
    cvRemuneration: chosen(state.cvRemuneration.replace(',', '.')),
    cvContratSouhaite: state.cvContratSouhaite,
    cvDomaines: state.cvDomaines,
    cvZonegeo: state.zones.map((z) => z.id),
    cvPermis: state.cvPermis,
  };
}

type Props = { cv: CvValues; zones: Zone[]; onSaved: (answer: CvActionAnswer) => void };

/** The CV's main form (spec 02 §3, §5): title cut at 100, years, level, pay and contract required. */
export function CvProfileForm({ cv, zones, onSaved }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const [state, setState] = useState(() => initialState(cv, zones));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<{ text: string; tone: 'danger' | 'success' }>();
  const [pending, startTransition] = useTransition();
  useFocusFirstError(form, errors, FOCUS_ORDER);

  const set = <K extends keyof ProfileState>(key: K, value: ProfileState[K]) => setState((s) => ({ ...s, [key]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const values = payload(state);
    const parsed = parseForm(cvSchema, values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setAlert({ text: messages.donneesNonValides, tone: 'danger' });
      return;
    }
    startTransition(async () => {
      const answer = await saveCvAction(values).catch(() => null);
      if (answer?.code === 200) {
        setErrors({});
        setAlert({ text: `${t.saved} ${candidate.candidateCv.gauge.now(answer.pourcentage ?? 0)}`, tone: 'success' });
        onSaved(answer);
        return;
      }
      setErrors(answer?.errors ?? {});
      setAlert({ text: answer?.errors ? messages.donneesNonValides : (answer?.message ?? candidate.candidateCv.failed), tone: 'danger' });
    });
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-5">
      <RequiredNote />
      <div>
        <TextField
          id="cvTitre"
          label={t.cvTitre}
          value={state.cvTitre}
          onChange={(v) => set('cvTitre', v)}
          maxLength={CV_TITLE_MAX}
          hint={t.titleCount(state.cvTitre.length)}
          error={errors.cvTitre}
          required={REQUIRED.has('cvTitre')}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id="cvAnneesExperience"
          type="number"
          inputMode="numeric"
          label={t.cvAnneesExperience}
          value={state.cvAnneesExperience}
          onChange={(v) => set('cvAnneesExperience', v)}
          error={errors.cvAnneesExperience}
          required={REQUIRED.has('cvAnneesExperience')}
        />
        <SelectField
          id="cvExperience"
          label={t.cvExperience}
          value={state.cvExperience}
          onChange={(v) => set('cvExperience', v)}
          placeholder={t.choose}
          options={choiceOptions(EXPERIENCE_LEVELS)}
          error={errors.cvExperience}
        />
        <SelectField
          id="cvNiveauEtude"
          label={t.cvNiveauEtude}
          value={state.cvNiveauEtude}
          onChange={(v) => set('cvNiveauEtude', v)}
          placeholder={t.choose}
          options={choiceOptions(STUDY_LEVELS)}
          error={errors.cvNiveauEtude}
          required={REQUIRED.has('cvNiveauEtude')}
        />
        <TextField
          id="cvRemuneration"
          type="number"
          label={t.cvRemuneration}
          value={state.cvRemuneration}
          onChange={(v) => set('cvRemuneration', v)}
          error={errors.cvRemuneration}
          required={REQUIRED.has('cvRemuneration')}
        />
      </div>
      <CheckboxGroup
        id="cvContratSouhaite"
        label={t.cvContratSouhaite}
        options={CONTRACT_OPTIONS}
        values={state.cvContratSouhaite}
        onChange={(v) => set('cvContratSouhaite', v)}
        required={REQUIRED.has('cvContratSouhaite')}
        error={errorOf(errors, 'cvContratSouhaite')}
      />
      <CheckboxGroup
        id="cvDomaines"
        label={t.cvDomaines}
        options={choiceOptions(DOMAINS)}
        values={state.cvDomaines}
        onChange={(v) => set('cvDomaines', v)}
        error={errorOf(errors, 'cvDomaines')}
      />
      <ZonePicker id="cvZonegeo" zones={state.zones} onChange={(z) => set('zones', z)} error={errorOf(errors, 'cvZonegeo')} />
      <Checkbox id="cvPermis" label={t.cvPermis} checked={state.cvPermis} onChange={(v) => set('cvPermis', v)} />
      <FormAlert message={alert?.text} tone={alert?.tone} />
      <BusyButton type="submit" busy={pending} className="rounded-full bg-vin-700 px-5 py-3 font-semibold text-white hover:bg-vin-800">
        {pending ? t.saving : t.save}
      </BusyButton>
    </form>
  );
}
