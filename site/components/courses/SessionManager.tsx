'use client';

import { useRef, useState, useTransition, type FormEvent } from 'react';
import { messages, type CourseSessionView, type FieldErrors } from '@cep/domain';
import { BusyButton } from '@/components/forms/BusyButton';
import { ConfirmDialog } from '@/components/forms/ConfirmDialog';
import { FormAlert } from '@/components/forms/FormAlert';
import { TextField } from '@/components/forms/TextField';
import { deleteSessionAction, saveSessionAction } from '@/lib/actions/courses';
import { courses } from '@/lib/i18n/fr/courses';
import { pages } from '@/lib/i18n/fr/pages';

const t = courses.courseForm.sessions;
const EMPTY = { lieu: '', dateDeb: '', dateFin: '' };

/**
 * A course's sessions (spec 02 §5, §7): the three fields together ('Vous devez remplir les 3 champs'), the end
 * not before the start; each saved session shows at once, and can be changed or deleted after a confirmation.
 */
export function SessionManager({ courseId, initial }: { courseId: string; initial: CourseSessionView[] }) {
  const [sessions, setSessions] = useState(initial);
  const [editing, setEditing] = useState<string | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<string>();
  const [confirming, setConfirming] = useState<CourseSessionView | null>(null);
  const [pending, startTransition] = useTransition();
  const heading = useRef<HTMLHeadingElement>(null);

  const set = (name: keyof typeof EMPTY) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _corrected, _form: _general, ...rest }) => rest);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    startTransition(async () => {
      const answer = await saveSessionAction(courseId, values, editing);
      if (answer.code === 200 && 'session' in answer && answer.session) {
        const saved = answer.session;
        setSessions((list) => [...list.filter((s) => s.id !== saved.id), saved].sort((a, b) => a.dateDeb.localeCompare(b.dateDeb)));
        setValues(EMPTY);
        setEditing(null);
        setErrors({});
        setStatus(t.saved);
        return;
      }
      setStatus(undefined);
      setErrors('errors' in answer && answer.errors ? answer.errors : { _form: messages.donneesNonValides });
    });
  }

  function remove(session: CourseSessionView) {
    setConfirming(null);
    startTransition(async () => {
      if ((await deleteSessionAction(session.id)).code !== 200) return;
      setSessions((list) => list.filter((s) => s.id !== session.id));
      setStatus(t.deleted);
    });
  }

  return (
    <section aria-labelledby="sessions-titre" className="space-y-4">
      <h2 id="sessions-titre" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {courses.courseForm.sections.sessions}
      </h2>
      <p className="text-stone-700">{t.intro}</p>
      <FormAlert message={status} tone="success" />
      {sessions.length === 0 ? (
        <p className="text-stone-700">{t.none}</p>
      ) : (
        <ul className="divide-y divide-sarment-100 rounded-xl border border-sarment-100 bg-white">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <span>
                <span className="font-semibold">{session.lieu}</span> — {pages.events.dates(session.dateDebCard, session.dateFinCard)}
              </span>
              <span className="flex gap-3 text-sm">
                <button
                  type="button"
                  onClick={() => {
                    setEditing(session.id);
                    setValues({ lieu: session.lieu, dateDeb: session.dateDeb, dateFin: session.dateFin });
                  }}
                  className="font-semibold text-vin-800 underline"
                >
                  {t.edit(session.lieu)}
                </button>
                <button type="button" onClick={() => setConfirming(session)} className="font-semibold text-red-800 underline">
                  {t.delete(session.lieu)}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-3 rounded-xl border border-sarment-100 bg-white p-4"
        aria-label={editing ? t.save : t.add}
      >
        <div aria-live="assertive">{errors._form && <FormAlert message={errors._form} />}</div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField id="session-lieu" label={t.lieu} value={values.lieu} onChange={set('lieu')} error={errors.lieu} />
          <TextField
            id="session-dateDeb"
            type="date"
            label={t.dateDeb}
            value={values.dateDeb}
            onChange={set('dateDeb')}
            error={errors.dateDeb}
          />
          <TextField
            id="session-dateFin"
            type="date"
            label={t.dateFin}
            value={values.dateFin}
            onChange={set('dateFin')}
            error={errors.dateFin}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <BusyButton type="submit" busy={pending} className="rounded-full bg-vin-800 px-5 py-2 font-semibold text-white hover:bg-vin-900">
            {editing ? t.save : t.add}
          </BusyButton>
          {editing && (
            <button
              type="button"
              onClick={() => {
                setEditing(null);
                setValues(EMPTY);
              }}
              className="rounded-full border border-stone-300 px-5 py-2 font-semibold"
            >
              {t.cancel}
            </button>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={t.confirmTitle}
        text={t.confirmText}
        confirmLabel={courses.schoolCourses.confirm}
        cancelLabel={t.cancel}
        onConfirm={() => confirming && remove(confirming)}
        onCancel={() => setConfirming(null)}
        returnFocus={heading}
      />
    </section>
  );
}
