'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, useTransition, type FormEvent } from 'react';
import {
  COURSE_FUNDING_LABELS,
  COURSE_PUBLICATION_REQUIRED,
  COURSE_FUNDINGS,
  COURSE_MODALITIES,
  COURSE_MODALITY_LABELS,
  COURSE_TYPE_LABELS,
  COURSE_TYPES,
  DEPARTEMENTS,
  DOMAINS,
  FRANCE,
  messages,
  STUDY_LEVELS,
  type CourseFormValues,
  type CourseState,
  type FieldErrors,
} from '@cep/domain';
import { CheckboxGroup } from '@/components/forms/Checkbox';
import { DraftPublishButtons } from '@/components/forms/DraftPublishButtons';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { RequiredNote } from '@/components/forms/RequiredNote';
import { COUNTRIES } from '@/components/forms/field-defs';
import { FormAlert } from '@/components/forms/FormAlert';
import { PlaceAutocomplete } from '@/components/forms/PlaceAutocomplete';
import { SelectField } from '@/components/forms/SelectField';
import { TextArea } from '@/components/forms/TextArea';
import { TextField } from '@/components/forms/TextField';
import { saveCourseAction } from '@/lib/actions/courses';
import { courses } from '@/lib/i18n/fr/courses';
import { layout } from '@/lib/i18n/fr/layout';

const t = courses.courseForm;
const f = t.fields;

const options = (labels: Record<string, string>, values: readonly string[]) =>
  values.map((value) => ({ value, label: labels[value] ?? value }));
const choices = (list: ReadonlyArray<{ id: number; label: string }>) => list.map((c) => ({ value: String(c.id), label: c.label }));
const DEPARTMENT_OPTIONS = DEPARTEMENTS.map((d) => ({ value: d.code, label: `${d.nom} (${d.code})` }));
/** Marked with an asterisk: what publication needs (the draft button saves with a title only). */
const REQUIRED = new Set<string>(COURSE_PUBLICATION_REQUIRED);
/** The form's fields in order, for the error summary. */
const ORDER = [
  'titre',
  'type',
  'niveau',
  'domaine',
  'pays',
  'tarif',
  'objectif',
  'modalites',
  'departements',
  'formationCommuneid',
  'financements',
  'financementAutre',
  'urlVideo',
] as const;

/**
 * The course form (spec 02 §3, §5): « enregistrer le brouillon » needs the title alone; « publier la formation »
 * the publication rules, checked here with the shared schema and again by the cms. Published, the course saves
 * with « enregistrer les modifications » and keeps those rules. A new course goes to its own page once saved.
 */
export function CourseForm({
  id,
  etat,
  initial,
  saved = false,
}: {
  id: string | null;
  etat: CourseState;
  initial: CourseFormValues;
  /** Just created: the page opened after the first save says it was saved. */
  saved?: boolean;
}) {
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<string | undefined>(saved ? t.saved : undefined);
  // Said once: a reload or a later visit of the address must not say it again over unsaved edits.
  useEffect(() => {
    if (saved) window.history.replaceState(null, '', window.location.pathname);
  }, [saved]);
  const [pending, startTransition] = useTransition();
  const published = etat === 'publiee';

  const set =
    <K extends keyof CourseFormValues>(name: K) =>
    (value: CourseFormValues[K]) => {
      setValues((v) => ({ ...v, [name]: value }));
      setErrors(({ [name]: _corrected, ...rest }) => rest);
    };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const draft = submitter?.value === 'brouillon';
    startTransition(async () => {
      const answer = await saveCourseAction(id, values, draft);
      if (answer.code === 200 && 'id' in answer && answer.id) {
        setErrors({});
        setFailure(undefined);
        if (answer.url) return router.push(answer.url);
        // A new course opens on its own page, which says it was saved.
        if (!id) return router.push(`/ecole/formation/${answer.id}?enregistree=1`);
        setStatus(t.saved);
        return router.refresh();
      }
      setStatus(undefined);
      setErrors('errors' in answer && answer.errors ? answer.errors : {});
      setFailure(('message' in answer && answer.message) || messages.donneesNonValides);
      setAttempt((n) => n + 1);
    });
  }

  /** What a one-value field takes from its name: id, label, value, setter, error and required mark. */
  const field = <K extends 'titre' | 'type' | 'niveau' | 'domaine' | 'tarif' | 'objectif' | 'pays' | 'urlVideo'>(name: K) => ({
    id: name,
    label: f[name],
    value: values[name],
    onChange: set(name),
    error: errors[name],
    required: REQUIRED.has(name),
  });

  const summary = ORDER.filter((name) => errors[name]).map((name) => ({ id: name, label: f[name], error: errors[name] as string }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {failure && <ErrorSummary message={failure} fields={summary} attempt={attempt} />}
      <FormAlert message={status} tone="success" />
      <RequiredNote text={layout.forms.requiredToPublish} />
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-vin-900">{t.sections.main}</legend>
        <TextField {...field('titre')} maxLength={255} />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField {...field('type')} placeholder={f.choose} options={options(COURSE_TYPE_LABELS, COURSE_TYPES)} />
          <SelectField {...field('niveau')} placeholder={f.choose} options={choices(STUDY_LEVELS)} />
          <SelectField {...field('domaine')} placeholder={f.choose} options={choices(DOMAINS)} />
        </div>
        <TextField {...field('tarif')} type="number" hint={f.tarifHint} />
        <TextArea {...field('objectif')} hint={f.objectifHint} rows={6} />
        <CheckboxGroup
          id="modalites"
          required={REQUIRED.has('modalites')}
          label={f.modalites}
          options={options(COURSE_MODALITY_LABELS, COURSE_MODALITIES)}
          values={values.modalites}
          onChange={set('modalites')}
          error={errors.modalites}
        />
        <TextField {...field('urlVideo')} type="url" />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-vin-900">{t.sections.place}</legend>
        <SelectField {...field('pays')} placeholder={f.choose} options={COUNTRIES} />
        {values.pays === FRANCE && (
          <>
            <PlaceAutocomplete
              id="formationCommuneid"
              label={f.formationCommuneid}
              source="villes"
              stripPrefix
              defaultValue={values.formationCommuneid}
              defaultLabel={values.communeLibelle}
              onChange={set('formationCommuneid')}
              error={errors.formationCommuneid}
            />
            <div className="max-h-72 overflow-auto rounded-lg border border-stone-200 p-3">
              <CheckboxGroup
                id="departements"
                required={values.pays === FRANCE}
                label={f.departements}
                options={DEPARTMENT_OPTIONS}
                values={values.departements}
                onChange={set('departements')}
                error={errors.departements}
              />
            </div>
          </>
        )}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-vin-900">{t.sections.funding}</legend>
        <CheckboxGroup
          id="financements"
          label={f.financements}
          options={options(COURSE_FUNDING_LABELS, COURSE_FUNDINGS)}
          values={values.financements}
          onChange={set('financements')}
          error={errors.financements}
        />
        {values.financements.includes('autre') && (
          <TextField
            id="financementAutre"
            label={f.financementAutre}
            value={values.financementAutre}
            onChange={set('financementAutre')}
            error={errors.financementAutre}
          />
        )}
      </fieldset>

      <DraftPublishButtons online={published} pending={pending} labels={t} />
    </form>
  );
}
