'use client';

import { useRef, useState, useTransition, type FormEvent } from 'react';
import {
  cvLanguageSchema,
  LANGUAGE_LEVELS,
  LANGUAGES,
  labelOf,
  messages,
  parseForm,
  type CvLanguageLine,
  type FieldErrors,
} from '@cep/domain';
import { BusyButton } from '@/components/forms/BusyButton';
import { ConfirmDialog } from '@/components/forms/ConfirmDialog';
import { FormAlert } from '@/components/forms/FormAlert';
import { SelectField } from '@/components/forms/SelectField';
import { addCvLanguageAction, deleteCvLanguageAction, type CvActionAnswer } from '@/lib/actions/candidate-cv';
import { candidate } from '@/lib/i18n/fr/candidate';
import { useFocusFirstError } from './focus';

const t = candidate.candidateCv.languages;
const LEVEL_OPTIONS = LANGUAGE_LEVELS.map((l) => ({ value: String(l.id), label: l.label }));
const FOCUS_ORDER: ReadonlyArray<[string, string]> = [
  ['langue', 'cv-langue'],
  ['niveau', 'cv-niveau'],
];

const nameOf = (line: CvLanguageLine) => labelOf(LANGUAGES, line.langue) ?? String(line.langue);

type Notice = { text: string; tone: 'danger' | 'success' } | undefined;

/** The CV's languages (spec 02 §3: langue, niveau), each an item of its own: added with its level, removed after a confirmation. */
export function LanguageSection({ initial, onCompletion }: { initial: CvLanguageLine[]; onCompletion: (answer: CvActionAnswer) => void }) {
  const [lines, setLines] = useState(initial);
  const [values, setValues] = useState({ langue: '', niveau: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice>();
  const [removing, setRemoving] = useState<CvLanguageLine | null>(null);
  const [pending, startTransition] = useTransition();
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const afterRemove = useRef<HTMLElement | null>(null);
  useFocusFirstError(form, errors, FOCUS_ORDER);

  const free = LANGUAGES.filter((l) => !lines.some((line) => line.langue === l.id)).map((l) => ({ value: String(l.id), label: l.label }));

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = parseForm(cvLanguageSchema, values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setNotice({ text: messages.donneesNonValides, tone: 'danger' });
      return;
    }
    startTransition(async () => {
      const answer = await addCvLanguageAction(values).catch(() => null);
      if (answer?.code !== 200 || !answer.id) {
        setErrors(answer?.errors ?? {});
        setNotice({
          text: answer?.errors ? messages.donneesNonValides : (answer?.message ?? candidate.candidateCv.failed),
          tone: 'danger',
        });
        return;
      }
      setLines((list) => [...list, { id: answer.id!, langue: parsed.data.langue, niveau: parsed.data.niveau }]);
      setValues({ langue: '', niveau: '' });
      setErrors({});
      setNotice({ text: `${t.added} ${candidate.candidateCv.gauge.now(answer.pourcentage ?? 0)}`, tone: 'success' });
      onCompletion(answer);
    });
  }

  function remove(line: CvLanguageLine) {
    setRemoving(null);
    startTransition(async () => {
      const answer = await deleteCvLanguageAction(line.id).catch(() => null);
      if (answer?.code !== 200) {
        setNotice({ text: answer?.message ?? candidate.candidateCv.failed, tone: 'danger' });
        return;
      }
      setLines((list) => list.filter((l) => l.id !== line.id));
      setNotice({ text: `${t.removed} ${candidate.candidateCv.gauge.now(answer.pourcentage ?? 0)}`, tone: 'success' });
      onCompletion(answer);
    });
  }

  return (
    <section aria-labelledby="cv-langues-heading" className="space-y-4 rounded-xl border border-sarment-100 bg-white p-6">
      <h2 ref={heading} id="cv-langues-heading" tabIndex={-1} className="text-lg font-semibold text-vin-900">
        {candidate.candidateCv.sections.languages}
      </h2>
      <FormAlert message={notice?.text} tone={notice?.tone} />
      {lines.length === 0 ? (
        <p className="text-stone-700">{t.empty}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {lines.map((line) => (
            <li key={line.id} className="flex items-center gap-2 rounded-full border border-stone-200 py-1 pl-4 pr-1 text-sm">
              {t.line(nameOf(line), labelOf(LANGUAGE_LEVELS, line.niveau) ?? '')}
              <button
                type="button"
                onClick={() => {
                  afterRemove.current = null;
                  setRemoving(line);
                }}
                className="rounded-full px-3 py-1 font-semibold text-red-800 hover:bg-red-50"
              >
                {t.remove}
                <span className="sr-only"> {nameOf(line)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {free.length > 0 && (
        <form ref={form} onSubmit={add} noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <SelectField
            id="cv-langue"
            label={t.langue}
            value={values.langue}
            onChange={(v) => setValues((s) => ({ ...s, langue: v }))}
            placeholder={t.chooseLanguage}
            options={free}
            error={errors.langue}
          />
          <SelectField
            id="cv-niveau"
            label={t.niveau}
            value={values.niveau}
            onChange={(v) => setValues((s) => ({ ...s, niveau: v }))}
            placeholder={t.chooseLevel}
            options={LEVEL_OPTIONS}
            error={errors.niveau}
          />
          <BusyButton
            type="submit"
            busy={pending}
            className="rounded-full border border-vin-700 px-4 py-2 text-sm font-semibold text-vin-700 hover:bg-vin-50"
          >
            {t.add}
          </BusyButton>
        </form>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={candidate.candidateCv.confirmTitle}
        text={removing ? t.confirmRemove(nameOf(removing)) : ''}
        confirmLabel={candidate.candidateCv.confirm}
        cancelLabel={candidate.candidateCv.cancel}
        returnFocus={afterRemove}
        onConfirm={() => {
          afterRemove.current = heading.current;
          if (removing) remove(removing);
        }}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
