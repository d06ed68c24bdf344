'use client';

import Link from 'next/link';
import { useActionState, useMemo, useRef, useState, useTransition, type ChangeEvent, type FormEvent } from 'react';
import { checkApplication, messages, type FieldErrors } from '@cep/domain';
import { controlClass, describedBy, FieldError, Hint, invalid, Label } from '@/components/forms/field-parts';
import { FormAlert } from '@/components/forms/FormAlert';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useFocusFirstError } from '@/components/candidate-cv/focus';
import { applyAction, type ApplyState } from '@/lib/actions/applications';
import { APPLICATION_FILE_ACCEPT, checkChosenFile, declaredType } from '@/lib/application-files';
import { formatFileSize } from '@/lib/format';
import { clearFileInput, FileInput } from '@/components/forms/FileInput';
import { FRENCH_FORM_WORDS, FormWordsProvider, useFormWords, type FormWords } from '@/components/forms/form-words';
import { fill, type ApplyWords } from '@/lib/i18n/client-words';

type Props = {
  offerId: string;
  /** 'cv': CV, letter and message (spec 02 §3); 'express': a harvest application without a CV (issue #11 item 4). */
  mode: 'cv' | 'express';
  /** The CV file kept on the profile, offered first. */
  cvProfil?: { nom: string; taille: number } | null;
  /** Ids stay unique when the popup and the page both exist. */
  idPrefix: string;
  /** In the page's language, from the server. */
  words: ApplyWords;
  /** The form kit's words and the path's messages in another language than French. */
  kit?: FormWords;
};

/** Field name → control id suffix, in the order of the form (the first in error takes the focus). */
const EXPRESS_FIELDS: ReadonlyArray<[string, string]> = [
  ['disponibleDu', 'disponibleDu'],
  ['disponibleAu', 'disponibleAu'],
  ['telephone', 'telephone'],
  ['candidatOffreReponse', 'message'],
];
const CV_FIELDS: ReadonlyArray<[string, string]> = [
  ['cv', 'cv'],
  ['lettre', 'lettre'],
  ['candidatOffreReponse', 'message'],
];

/**
 * The apply form, in the offer page's popup and on /offres/{id}/postuler. Files are checked when chosen
 * (1024 KB each) and together at submit (2048 KB), the message with the shared schema, all with the spec's
 * messages; the server action checks again and the cms checks the bytes. Without JavaScript it posts as is.
 */
export function ApplyForm(props: Props) {
  return (
    <FormWordsProvider words={props.kit ?? FRENCH_FORM_WORDS}>
      <ApplyFields {...props} />
    </FormWordsProvider>
  );
}

function ApplyFields({ offerId, mode, cvProfil = null, idPrefix, words: t }: Props) {
  const kit = useFormWords();
  const [state, formAction, pending] = useActionState<ApplyState, FormData>(applyAction, {});
  // Initialised from the answer too: without JavaScript the page is rendered with it.
  const [found, setErrors] = useState<FieldErrors>(state.errors ?? {});
  const errors = kit.errors(found);
  const [seen, setSeen] = useState(state);
  const [raw, setAlert] = useState<string | undefined>(alertOf(state, t.failed));
  const alert = kit.messageOrNone(raw);
  const [cvChoice, setCvChoice] = useState<'profil' | 'fichier'>(cvProfil ? 'profil' : 'fichier');
  const [chosen, setChosen] = useState<{ cv?: File; lettre?: File }>({});
  const [, startTransition] = useTransition();
  const form = useRef<HTMLFormElement>(null);
  const id = (name: string) => `${idPrefix}-${name}`;

  // A new answer of the server replaces the errors shown (derived from the action's state, not an effect).
  if (state !== seen) {
    setSeen(state);
    setErrors(state.errors ?? {});
    setAlert(alertOf(state, t.failed));
  }

  // Stable between renders: the focus moves when the errors change, not when a file is chosen.
  const order = useMemo<ReadonlyArray<[string, string]>>(() => {
    const names = mode === 'express' ? EXPRESS_FIELDS : CV_FIELDS;
    return names.map(([name, suffix]) => [name, `${idPrefix}-${suffix}`]);
  }, [mode, idPrefix]);
  useFocusFirstError(form, found, order);

  function choose(kind: 'cv' | 'lettre', event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    const check = file ? checkChosenFile(kind, file) : null;
    const error = check && !check.ok ? check.message : undefined;
    if (file && error) clearFileInput(event.target); // a refused file is not kept: the form cannot send it by mistake
    setChosen((c) => ({ ...c, [kind]: file && !error ? file : undefined }));
    if (file && !error && kind === 'cv') setCvChoice('fichier');
    // The errors change only when this field's does, so the focus stays on the file input.
    if (found[kind] !== error) {
      const next = { ...found };
      if (error) next[kind] = error;
      else delete next[kind];
      setErrors(next);
    }
  }

  /** The same rules as the server, before anything is sent; the first field in error takes the focus. */
  function check(data: FormData): FieldErrors {
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const info = (file: File | undefined) => (file ? { size: file.size, type: declaredType(file) } : null);
    const profile = cvChoice === 'profil' && cvProfil ? { size: cvProfil.taille, type: 'application/pdf' } : null;
    const checked = checkApplication({
      express: mode === 'express',
      fields: {
        candidatOffreReponse: text('candidatOffreReponse'),
        disponibleDu: text('disponibleDu'),
        disponibleAu: text('disponibleAu'),
        telephone: text('telephone'),
      },
      cv: profile ?? info(chosen.cv),
      lettre: info(chosen.lettre),
    });
    return checked.ok ? {} : checked.errors;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const refused = check(data);
    setErrors(refused);
    if (Object.keys(refused).length > 0) {
      setAlert(messages.donneesNonValides);
      return;
    }
    setAlert(undefined);
    startTransition(() => formAction(data));
  }

  const values = state.values;

  return (
    <form ref={form} action={formAction} onSubmit={submit} noValidate className="space-y-5">
      <input type="hidden" name="offre" value={offerId} />
      {mode === 'express' && <input type="hidden" name="express" value="1" />}
      <div>
        <FormAlert message={alert} />
        {state.profil === false && (
          <Link href="/candidat/cv" className="mt-2 inline-block font-semibold text-vin-700 underline underline-offset-2">
            {t.completeCv}
          </Link>
        )}
        {state.code === 409 && (
          <Link href="/candidat/candidatures" className="mt-2 inline-block font-semibold text-vin-700 underline underline-offset-2">
            {t.myApplications}
          </Link>
        )}
      </div>

      {mode === 'express' ? (
        <>
          <p className="text-sm text-stone-700">{t.expressIntro}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <DateField
              id={id('disponibleDu')}
              name="disponibleDu"
              label={t.disponibleDu}
              defaultValue={values?.disponibleDu}
              error={errors.disponibleDu}
            />
            <DateField
              id={id('disponibleAu')}
              name="disponibleAu"
              label={t.disponibleAu}
              defaultValue={values?.disponibleAu}
              error={errors.disponibleAu}
            />
          </div>
          <TextField
            id={id('telephone')}
            name="telephone"
            type="tel"
            autoComplete="tel"
            label={t.telephone}
            hint={t.telephoneHint}
            defaultValue={values?.telephone}
            error={errors.telephone}
          />
        </>
      ) : (
        <>
          {cvProfil && (
            <fieldset aria-describedby={errors.cv ? `${id('cv')}-error` : undefined}>
              <legend className="text-sm font-medium text-stone-800">{t.cvLegend}</legend>
              <div className="mt-2 space-y-2">
                <label className="flex items-start gap-2 text-sm">
                  <input
                    type="radio"
                    name="cvChoix"
                    value="profil"
                    checked={cvChoice === 'profil'}
                    onChange={() => setCvChoice('profil')}
                    className="mt-0.5 h-4 w-4 accent-vin-700"
                  />
                  {fill(t.useProfileCv, cvProfil.nom, formatFileSize(cvProfil.taille))}
                </label>
                <label className="flex items-start gap-2 text-sm">
                  <input
                    type="radio"
                    name="cvChoix"
                    value="fichier"
                    checked={cvChoice === 'fichier'}
                    onChange={() => setCvChoice('fichier')}
                    className="mt-0.5 h-4 w-4 accent-vin-700"
                  />
                  {t.useOtherCv}
                </label>
              </div>
              <input type="hidden" name="cvProfilTaille" value={cvProfil.taille} />
            </fieldset>
          )}
          <FileField
            id={id('cv')}
            name="cv"
            label={t.cvFile}
            hint={t.fileHint}
            error={errors.cv}
            file={chosen.cv}
            chosenTemplate={t.chosen}
            onChange={(event) => choose('cv', event)}
          />
          <FileField
            id={id('lettre')}
            name="lettre"
            label={t.lettreFile}
            error={errors.lettre}
            file={chosen.lettre}
            chosenTemplate={t.chosen}
            onChange={(event) => choose('lettre', event)}
          />
        </>
      )}

      <div>
        <Label id={id('message')} label={t.message} />
        <textarea
          id={id('message')}
          name="candidatOffreReponse"
          rows={6}
          maxLength={5000}
          defaultValue={values?.candidatOffreReponse}
          aria-invalid={invalid(errors.candidatOffreReponse)}
          aria-describedby={describedBy(id('message'), { error: errors.candidatOffreReponse, hint: t.messageHint })}
          className={controlClass()}
        />
        <Hint id={id('message')} hint={t.messageHint} />
        <FieldError id={id('message')} error={errors.candidatOffreReponse} />
      </div>

      <SubmitButton pending={pending} label={mode === 'express' ? t.expressSend : t.send} pendingLabel={t.sending} />
    </form>
  );
}

/** The form's general message after an answer: the profile test, a refusal without fields, or the field errors' summary. */
function alertOf(state: ApplyState, failed: string): string | undefined {
  if (state.code === undefined || state.code === 200) return undefined;
  if (state.profil === false) return messages.profilIncomplet;
  if (state.code === 400 && Object.keys(state.errors ?? {}).length > 0) return messages.donneesNonValides;
  return state.message ?? failed;
}

function DateField({
  id,
  name,
  label,
  defaultValue,
  error,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue?: string;
  error?: string;
}) {
  return (
    <div>
      <Label id={id} label={label} />
      <input
        id={id}
        name={name}
        type="date"
        defaultValue={defaultValue}
        aria-invalid={invalid(error)}
        aria-describedby={describedBy(id, { error })}
        className={controlClass()}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

function FileField(props: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  file?: File;
  /** « Fichier choisi : {0} ({1}) » in the page's language. */
  chosenTemplate: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { id, name, label, hint, error, file, chosenTemplate, onChange } = props;
  const chosenId = `${id}-chosen`;
  return (
    <div>
      <Label id={id} label={label} />
      <FileInput
        id={id}
        name={name}
        accept={APPLICATION_FILE_ACCEPT}
        onChange={onChange}
        aria-invalid={invalid(error)}
        aria-describedby={describedBy(id, { error, hint, extra: file ? chosenId : undefined })}
      />
      <Hint id={id} hint={hint} />
      {file && (
        <p id={chosenId} className="mt-1 text-xs text-stone-700">
          {fill(chosenTemplate, file.name, formatFileSize(file.size))}
        </p>
      )}
      <div aria-live="assertive">
        <FieldError id={id} error={error} />
      </div>
    </div>
  );
}
