'use client';

import { useMemo, useRef, useState, useTransition, type FormEvent } from 'react';
import { cvItemSchema, messages, parseForm, type CvEntry, type FieldErrors } from '@cep/domain';
import { BusyButton } from '@/components/forms/BusyButton';
import { Checkbox } from '@/components/forms/Checkbox';
import { ConfirmDialog } from '@/components/forms/ConfirmDialog';
import { FormAlert } from '@/components/forms/FormAlert';
import { ModalDialog } from '@/components/forms/ModalDialog';
import { SelectField } from '@/components/forms/SelectField';
import { TextArea } from '@/components/forms/TextArea';
import { TextField } from '@/components/forms/TextField';
import { deleteCvEntryAction, loadCvEntryAction, saveCvEntryAction, type CvActionAnswer } from '@/lib/actions/candidate-cv';
import type { CvEntryKind } from '@/lib/cms/candidate-cv';
import { candidate } from '@/lib/i18n/fr/candidate';
import { EMPTY_ENTRY, entryPayload, entryState, MONTHS, periodOf, savedEntry, sortEntries, YEARS, type EntryState } from './entry-values';
import { useFocusFirstError } from './focus';

const t = candidate.candidateCv.entries;
/** The item form's fields, in its order: the first refused one takes the focus. */
const FIELDS = ['titre', 'lieu', 'debutMois', 'debutAnnee', 'finMois', 'finAnnee', 'description'] as const;

type Props = {
  kind: CvEntryKind;
  initial: CvEntry[];
  /** Every answer carries the CV's completion: the page's gauge and visibility follow it. */
  onCompletion: (answer: CvActionAnswer) => void;
};

type Editing = { id: string | null } | null;
type Notice = { text: string; tone: 'danger' | 'success' } | undefined;

/**
 * Experiences or diplomas (spec 02 §3): the list, newest first, each line with « Modifier » (its values
 * loaded from the cms, `/load-form/{kind}/{id}`) and « Supprimer » (after a confirmation). The item form is a
 * modal dialog; once saved, focus goes to the line saved, after a deletion to the section's heading.
 */
export function EntrySection({ kind, initial, onCompletion }: Props) {
  const k = t[kind];
  const prefix = `cv-${kind}`;
  const [entries, setEntries] = useState(() => sortEntries(initial));
  const [editing, setEditing] = useState<Editing>(null);
  const [values, setValues] = useState<EntryState>(EMPTY_ENTRY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formAlert, setFormAlert] = useState<string>();
  const [notice, setNotice] = useState<Notice>();
  const [removing, setRemoving] = useState<CvEntry | null>(null);
  const [pending, startTransition] = useTransition();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // Where the dialog sends focus when it closes: the saved line's title, set as that line renders.
  const returnTo = useRef<HTMLElement | null>(null);
  const focusLine = useRef<string | null>(null);
  // After a deletion the line's buttons are gone: focus goes to the heading (a cancel goes back to « Supprimer »).
  const afterRemove = useRef<HTMLElement | null>(null);

  // Kept from one render to the next: focus moves only when new errors come, not while the user types.
  const fieldIds = useMemo(() => FIELDS.map((name): [string, string] => [name, `${prefix}-${name}`]), [prefix]);
  useFocusFirstError(form, errors, fieldIds);

  const set = <K extends keyof EntryState>(key: K, value: EntryState[K]) => setValues((s) => ({ ...s, [key]: value }));

  function open(id: string | null, state: EntryState) {
    returnTo.current = null;
    focusLine.current = null;
    setValues(state);
    setErrors({});
    setFormAlert(undefined);
    setEditing({ id });
  }

  function edit(entry: CvEntry) {
    if (pending) return;
    startTransition(async () => {
      const answer = await loadCvEntryAction(kind, entry.id).catch(() => null);
      if (answer?.code === 200 && answer.entry) open(entry.id, entryState(answer.entry));
      else setNotice({ text: candidate.candidateCv.failed, tone: 'danger' });
    });
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !editing) return;
    const payload = entryPayload(values);
    const parsed = parseForm(cvItemSchema, payload);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setFormAlert(messages.donneesNonValides);
      return;
    }
    const id = editing.id;
    startTransition(async () => {
      const answer = await saveCvEntryAction(kind, id, payload).catch(() => null);
      if (answer?.code !== 200 || !(answer.id ?? id)) {
        setErrors(answer?.errors ?? {});
        setFormAlert(answer?.errors ? messages.donneesNonValides : (answer?.message ?? candidate.candidateCv.failed));
        return;
      }
      const saved = savedEntry(answer.id ?? id!, values);
      setEntries((list) => sortEntries([...list.filter((e) => e.id !== saved.id), saved]));
      focusLine.current = saved.id;
      setEditing(null);
      setNotice({ text: `${id ? k.changed : k.added} ${candidate.candidateCv.gauge.now(answer.pourcentage ?? 0)}`, tone: 'success' });
      onCompletion(answer);
    });
  }

  function remove(entry: CvEntry) {
    setRemoving(null);
    startTransition(async () => {
      const answer = await deleteCvEntryAction(kind, entry.id).catch(() => null);
      if (answer?.code !== 200) {
        setNotice({ text: answer?.message ?? candidate.candidateCv.failed, tone: 'danger' });
        return;
      }
      setEntries((list) => list.filter((e) => e.id !== entry.id));
      setNotice({ text: `${k.removed} ${candidate.candidateCv.gauge.now(answer.pourcentage ?? 0)}`, tone: 'success' });
      onCompletion(answer);
    });
  }

  return (
    <section aria-labelledby={`${prefix}-heading`} className="space-y-4 rounded-xl border border-sarment-100 bg-white p-6">
      <h2 ref={heading} id={`${prefix}-heading`} tabIndex={-1} className="text-lg font-semibold text-vin-900">
        {candidate.candidateCv.sections[kind]}
      </h2>
      <FormAlert message={notice?.text} tone={notice?.tone} />
      {entries.length === 0 ? (
        <p className="text-stone-700">{k.empty}</p>
      ) : (
        <ul className="space-y-3">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-stone-200 p-4">
              <h3
                id={`${prefix}-${entry.id}`}
                tabIndex={-1}
                ref={(node) => {
                  if (node && focusLine.current === entry.id) returnTo.current = node;
                }}
                className="font-semibold text-stone-900"
              >
                {entry.titre}
              </h3>
              {entry.lieu && <p className="text-sm text-stone-700">{entry.lieu}</p>}
              <p className="text-sm text-stone-700">{periodOf(entry)}</p>
              {entry.description && <p className="mt-2 whitespace-pre-line text-sm text-stone-800">{entry.description}</p>}
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={() => edit(entry)}
                  className="rounded-full border border-stone-300 px-3 py-1.5 text-sm font-semibold text-stone-800 hover:border-vin-700"
                >
                  {t.edit}
                  <span className="sr-only"> « {entry.titre} »</span>
                </button>
                <button
                  type="button"
                  onClick={() => {
                    afterRemove.current = null;
                    setRemoving(entry);
                  }}
                  className="rounded-full border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-800 hover:border-red-700"
                >
                  {t.remove}
                  <span className="sr-only"> « {entry.titre} »</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        onClick={() => open(null, EMPTY_ENTRY)}
        className="rounded-full border border-vin-700 px-4 py-2 text-sm font-semibold text-vin-700 hover:bg-vin-50"
      >
        {k.add}
      </button>

      <ModalDialog
        open={editing !== null}
        title={editing?.id ? k.editTitle : k.add}
        closeLabel={t.close}
        returnFocus={returnTo}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <form ref={form} onSubmit={save} noValidate className="space-y-4">
            <FormAlert message={formAlert} />
            <TextField id={`${prefix}-titre`} label={k.titre} value={values.titre} onChange={(v) => set('titre', v)} error={errors.titre} />
            <TextField id={`${prefix}-lieu`} label={k.lieu} value={values.lieu} onChange={(v) => set('lieu', v)} error={errors.lieu} />
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                id={`${prefix}-debutMois`}
                label={t.debutMois}
                value={values.debutMois}
                onChange={(v) => set('debutMois', v)}
                placeholder={t.month}
                options={MONTHS}
                error={errors.debutMois}
              />
              <SelectField
                id={`${prefix}-debutAnnee`}
                label={t.debutAnnee}
                value={values.debutAnnee}
                onChange={(v) => set('debutAnnee', v)}
                placeholder={t.year}
                options={YEARS}
                error={errors.debutAnnee}
              />
            </div>
            <Checkbox id={`${prefix}-enCours`} label={k.enCours} checked={values.enCours} onChange={(v) => set('enCours', v)} />
            {!values.enCours && (
              <div className="grid gap-3 sm:grid-cols-2">
                <SelectField
                  id={`${prefix}-finMois`}
                  label={t.finMois}
                  value={values.finMois}
                  onChange={(v) => set('finMois', v)}
                  placeholder={t.month}
                  options={MONTHS}
                  error={errors.finMois}
                />
                <SelectField
                  id={`${prefix}-finAnnee`}
                  label={t.finAnnee}
                  value={values.finAnnee}
                  onChange={(v) => set('finAnnee', v)}
                  placeholder={t.year}
                  options={YEARS}
                  error={errors.finAnnee}
                />
              </div>
            )}
            <TextArea
              id={`${prefix}-description`}
              label={t.description}
              value={values.description}
              onChange={(v) => set('description', v)}
              rows={4}
              error={errors.description}
            />
            <div className="flex flex-wrap justify-end gap-3">
              <button
                type="button"
                onClick={() => setEditing(null)}
                className="rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold"
              >
                {t.cancel}
              </button>
              <BusyButton
                type="submit"
                busy={pending}
                className="rounded-full bg-vin-700 px-4 py-2 text-sm font-semibold text-white hover:bg-vin-800"
              >
                {pending ? t.saving : t.save}
              </BusyButton>
            </div>
          </form>
        )}
      </ModalDialog>

      <ConfirmDialog
        open={removing !== null}
        title={candidate.candidateCv.confirmTitle}
        text={removing ? k.confirmRemove(removing.titre) : ''}
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
