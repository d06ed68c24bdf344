'use client';

import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { AUTOCOMPLETE_MIN_CHARS } from '@cep/domain/autocomplete';
import type { PlaceItem } from '@cep/domain';

export type PlaceComboboxProps = {
  id: string;
  /** The list's accessible name: the field's label. */
  listLabel: string;
  /** Name of the hidden input carrying the chosen id ('33314' for a commune, 'dep33' for a zone), in GET forms. */
  name?: string;
  /** Name of the text input, kept in forms that show the label back (the /offres URL). */
  labelName?: string;
  source: 'villes' | 'zonegeo';
  defaultValue?: string;
  defaultLabel?: string;
  /** Communes answer ids 'vil33314'; the offer form stores the bare INSEE code. */
  stripPrefix?: boolean;
  /** What the field kit puts on the text input: its class and how it is described, invalid, required. */
  control: Pick<InputHTMLAttributes<HTMLInputElement>, 'className' | 'aria-invalid' | 'aria-required' | 'aria-describedby'>;
  /** Drawn between the input and the list. */
  hint: ReactNode;
  onChange?: (id: string) => void;
  /** Free-text mode (address forms): what is typed is the value; a pick fills the city and its postal code. */
  onText?: (text: string) => void;
  onPick?: (item: PlaceItem) => void;
  /** A list of places (the CV's zones): a pick empties the input for the next one. */
  clearOnPick?: boolean;
  /**
   * The postal code typed before the city (address forms): the communes are narrowed to it (`/villes_cp`), and a
   * whole one lists its communes as soon as the field is entered, before anything is typed.
   */
  postalCode?: string;
};

const DEBOUNCE_MS = 200;

/**
 * WAI-ARIA combobox over the site's /villes and /zonegeo lists (spec 01 §7): 3 characters minimum, arrows
 * and Enter to choose, Escape to close; a failed fetch is an empty list, and typing again clears the choice.
 */
export function PlaceCombobox(props: PlaceComboboxProps) {
  const {
    id,
    listLabel,
    name,
    labelName,
    source,
    defaultValue = '',
    defaultLabel = '',
    stripPrefix,
    control,
    hint,
    onChange,
    onText,
    onPick,
    clearOnPick,
    postalCode = '',
  } = props;
  const wholePostalCode = /^\d{5}$/.test(postalCode.trim()) ? postalCode.trim() : '';
  const [text, setText] = useState(defaultLabel);
  const [chosen, setChosen] = useState(defaultValue);
  const [items, setItems] = useState<PlaceItem[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The suggestions of the latest query only, and only while the field has focus: on a slow connection they can
  // arrive once the user has typed on or moved to the next field, where an open list would cover what is below it.
  const latestQuery = useRef(0);
  const focused = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  function search(query: string) {
    clearTimeout(timer.current);
    const asked = ++latestQuery.current;
    if (query.trim().length < AUTOCOMPLETE_MIN_CHARS && !wholePostalCode) {
      setItems([]);
      setOpen(false);
      return;
    }
    const list = (url: string) =>
      fetch(url)
        .then((r) => (r.ok ? (r.json() as Promise<{ data: { items: PlaceItem[] } }>) : { data: { items: [] } }))
        .then((body) => body.data.items)
        .catch((): PlaceItem[] => []);
    const everywhere = `/${source}/${encodeURIComponent(query.trim())}`;
    timer.current = setTimeout(async () => {
      // A city of another postal code (the code is the old one, about to change) is still found, unnarrowed.
      const narrowed = postalCode.trim()
        ? await list(`/villes_cp?${new URLSearchParams({ query: query.trim(), codepostal: postalCode.trim() })}`)
        : [];
      const found = narrowed.length > 0 || query.trim().length < AUTOCOMPLETE_MIN_CHARS ? narrowed : await list(everywhere);
      if (asked !== latestQuery.current) return;
      setItems(found);
      setActive(-1);
      setOpen(found.length > 0 && focused.current);
    }, DEBOUNCE_MS);
  }

  function choose(item: PlaceItem) {
    const value = stripPrefix ? item.id.replace(/^vil/, '') : item.id;
    setChosen(value);
    setText(clearOnPick ? '' : onPick ? item.valueitem : item.value);
    if (clearOnPick) setItems([]);
    setOpen(false);
    onChange?.(value);
    onPick?.(item);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && items.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % items.length);
    } else if (event.key === 'ArrowUp' && items.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      choose(items[active]!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <>
      {name && <input type="hidden" name={name} value={chosen} />}
      <input
        id={id}
        name={labelName}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        {...control}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onText?.(event.target.value);
          if (chosen && !onText) {
            setChosen('');
            onChange?.('');
          }
          search(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          focused.current = true;
          if (wholePostalCode && text.trim().length < AUTOCOMPLETE_MIN_CHARS) search(text);
        }}
        onBlur={() => {
          focused.current = false;
          setTimeout(() => setOpen(false), 150);
        }}
      />
      {hint}
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!open}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-stone-200 bg-white py-1 text-sm shadow-lg"
      >
        {items.map((item, i) => (
          <li
            key={`${item.id}-${item.value}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(event) => {
              event.preventDefault();
              choose(item);
            }}
            className="cursor-pointer px-3 py-2 aria-selected:bg-vin-50 aria-selected:text-vin-900 hover:bg-stone-50"
          >
            {item.value}
          </li>
        ))}
      </ul>
    </>
  );
}
