'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { AUTOCOMPLETE_MIN_CHARS } from '@cep/domain/autocomplete';
import { controlClass, describedBy, FieldError, Hint, invalid, Label } from '@/components/forms/field-parts';
import { recruiterOffer } from '@/lib/i18n/fr/recruiter-offer';

type Item = { id: string; label: string };
const DEBOUNCE_MS = 250;

/**
 * « Formation associée » of a work-study offer (issue #14, beyond the spec): the browser's own suggestion list
 * (`datalist`, keyboard and screen readers included) over published courses; picking one keeps its id, typing
 * something else or clearing the box names none.
 */
export function CourseChoice({
  value,
  label,
  onChange,
  error,
}: {
  value: string;
  label: string;
  onChange: (id: string, label: string) => void;
  error?: string;
}) {
  const t = recruiterOffer.recruiterOffer.fields;
  const listId = useId();
  const [text, setText] = useState(label);
  const [items, setItems] = useState<Item[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function onInput(next: string) {
    setText(next);
    const picked = items.find((item) => item.label === next);
    onChange(picked?.id ?? '', picked?.label ?? '');
    clearTimeout(timer.current);
    if (picked || next.trim().length < AUTOCOMPLETE_MIN_CHARS) return;
    timer.current = setTimeout(async () => {
      const answer = await fetch(`/suggestions-formations/${encodeURIComponent(next.trim())}`).catch(() => null);
      const found = answer?.ok ? ((await answer.json()) as { items: Item[] }).items : [];
      setItems(found);
    }, DEBOUNCE_MS);
  }

  return (
    <div>
      <Label id="offreFormation" label={t.offreFormation} />
      <input
        id="offreFormation"
        type="text"
        list={listId}
        autoComplete="off"
        value={text}
        onChange={(event) => onInput(event.target.value)}
        aria-invalid={invalid(error)}
        aria-describedby={describedBy('offreFormation', { error, hint: t.offreFormationHint })}
        className={controlClass(true)}
      />
      <datalist id={listId}>
        {items.map((item) => (
          <option key={item.id} value={item.label} />
        ))}
      </datalist>
      <Hint id="offreFormation" hint={value ? t.offreFormationChosen : t.offreFormationHint} />
      <FieldError id="offreFormation" error={error} />
    </div>
  );
}
