'use client';

import { useRef, useState, useTransition, type FormEvent } from 'react';
import { messages, type EventView, type FieldErrors, type PageKind } from '@cep/domain';
import { BusyButton } from '@/components/forms/BusyButton';
import { ConfirmDialog } from '@/components/forms/ConfirmDialog';
import { FormAlert } from '@/components/forms/FormAlert';
import { PlaceAutocomplete } from '@/components/forms/PlaceAutocomplete';
import { TextField } from '@/components/forms/TextField';
import { deleteEventAction, saveEventAction } from '@/lib/actions/pages';
import { pages } from '@/lib/i18n/fr/pages';

const t = pages.events;
const EMPTY = { titre: '', localisation: '', dateDebut: '', dateFin: '' };

/**
 * Events (spec 01 §2, §3, §7): the cards with their French dates, a form to add or change one (the city
 * autocomplete for the place), deletion after a confirmation. The answer of `saveEvent` updates the card.
 */
export function EventManager({ kind, initial }: { kind: PageKind; initial: EventView[] }) {
  const [events, setEvents] = useState(initial);
  const [editing, setEditing] = useState<string | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<string>();
  const [confirming, setConfirming] = useState<EventView | null>(null);
  const [pending, startTransition] = useTransition();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstField = useRef<HTMLDivElement>(null);

  const set = (name: keyof typeof EMPTY) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _corrected, ...rest }) => rest);
  };

  function open(event: EventView | null) {
    setEditing(event?.id ?? 'nouveau');
    setValues(event ? { titre: event.titre, localisation: event.localisation, dateDebut: event.dateDebut, dateFin: event.dateFin } : EMPTY);
    setErrors({});
    setStatus(undefined);
    requestAnimationFrame(() => firstField.current?.querySelector('input')?.focus());
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editing) return;
    startTransition(async () => {
      const answer = await saveEventAction(kind, editing, values);
      if (answer.code === 200 && 'titre' in answer) {
        const { code: _code, ...saved } = answer;
        setEvents((list) => [...list.filter((e) => e.id !== saved.id), saved].sort((a, b) => a.dateDebut.localeCompare(b.dateDebut)));
        setEditing(null);
        setStatus(t.saved);
        heading.current?.focus();
        return;
      }
      setErrors(('errors' in answer && answer.errors) || { _form: messages.donneesNonValides });
    });
  }

  function remove(event: EventView) {
    setConfirming(null);
    startTransition(async () => {
      const answer = await deleteEventAction(kind, event.id);
      if (answer.code === 200) {
        setEvents((list) => list.filter((e) => e.id !== event.id));
        setStatus(t.deleted);
      } else setStatus(undefined);
    });
  }

  return (
    <section aria-labelledby="evenements-titre" className="space-y-4">
      <h2 id="evenements-titre" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {t.title}
      </h2>
      <p className="text-stone-700">{t.intro}</p>
      <FormAlert message={status} tone="success" />
      {events.length === 0 ? (
        <p className="text-stone-700">{t.none}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {events.map((event) => (
            <li key={event.id} className="rounded-xl border border-sarment-100 bg-white p-4">
              <p className="font-semibold">{event.titre}</p>
              <p className="text-sm text-stone-700">{t.dates(event.dateDebutCard, event.dateFinCard)}</p>
              <p className="text-sm text-stone-700">{event.localisation}</p>
              <div className="mt-3 flex gap-3 text-sm">
                <button type="button" onClick={() => open(event)} className="font-semibold text-vin-800 underline">
                  {t.edit(event.titre)}
                </button>
                <button type="button" onClick={() => setConfirming(event)} className="font-semibold text-red-800 underline">
                  {t.delete(event.titre)}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <form
          key={editing}
          onSubmit={onSubmit}
          noValidate
          className="space-y-4 rounded-xl border border-sarment-100 bg-white p-4"
          aria-labelledby="evenement-form-titre"
        >
          <h3 id="evenement-form-titre" className="font-semibold">
            {editing === 'nouveau' ? t.formTitleNew : t.formTitleEdit}
          </h3>
          {errors._form && <FormAlert message={errors._form} />}
          <div ref={firstField}>
            <TextField id="evenement-titre" label={t.titre} value={values.titre} onChange={set('titre')} error={errors.titre} />
          </div>
          <PlaceAutocomplete
            id="evenement-localisation"
            label={t.localisation}
            source="villes"
            defaultLabel={values.localisation}
            onText={set('localisation')}
            onPick={(item) => set('localisation')(item.valueitem)}
            error={errors.localisation}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="evenement-dateDebut"
              type="date"
              label={t.dateDebut}
              value={values.dateDebut}
              onChange={set('dateDebut')}
              error={errors.dateDebut}
            />
            <TextField
              id="evenement-dateFin"
              type="date"
              label={t.dateFin}
              value={values.dateFin}
              onChange={set('dateFin')}
              error={errors.dateFin}
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <BusyButton
              type="submit"
              busy={pending}
              className="rounded-full bg-vin-800 px-5 py-2 font-semibold text-white hover:bg-vin-900"
            >
              {t.save}
            </BusyButton>
            <button type="button" onClick={() => setEditing(null)} className="rounded-full border border-stone-300 px-5 py-2 font-semibold">
              {t.cancel}
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          onClick={() => open(null)}
          className="rounded-full border border-vin-800 px-5 py-2 font-semibold text-vin-800 hover:bg-vin-50"
        >
          {t.add}
        </button>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t.confirmTitle}
        text={t.confirmText}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        onConfirm={() => confirming && remove(confirming)}
        onCancel={() => setConfirming(null)}
        returnFocus={heading}
      />
    </section>
  );
}
