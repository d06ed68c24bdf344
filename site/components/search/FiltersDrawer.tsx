'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { FiltersDrawerLabels } from './filters-drawer-labels';

/**
 * Phones first (issue #17 item 2): below 768 px a search's filters wait behind « Filtres (n) » and open as a
 * full-screen drawer (focus inside and kept there, Escape or « Fermer » closes it, focus back on the button); from
 * 768 px they stay in the page. « Voir les résultats » submits the form, so what was chosen is applied, and the new page opens
 * on its results.
 */
export function FiltersDrawer({
  labels: t,
  results,
  children,
}: {
  labels: FiltersDrawerLabels;
  /** The results page's address with its results' anchor: the new page opens on them, not at its top. */
  results: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('select, input, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') return keepFocusInside(event);
      if (event.key !== 'Escape') return;
      setOpen(false);
      opener.current?.focus();
    };
    // A modal drawer: Tab goes round its own controls, never to the page hidden under it.
    const keepFocusInside = (event: KeyboardEvent) => {
      const controls = [...(panel.current?.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea') ?? [])].filter(
        (control) => !control.matches(':disabled') && control.offsetParent !== null,
      );
      const first = controls[0];
      const last = controls[controls.length - 1];
      if (!first || !last) return;
      const inside = panel.current?.contains(document.activeElement);
      if (event.shiftKey ? document.activeElement === first || !inside : document.activeElement === last || !inside) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
        className="mt-4 w-full rounded-full border border-vin-700 px-4 py-2 text-sm font-semibold text-vin-800 md:hidden"
      >
        {t.open}
      </button>
      <div
        ref={panel}
        id={panelId}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-label={open ? t.title : undefined}
        className={open ? 'fixed inset-0 z-40 overflow-auto bg-white p-4 md:static md:z-auto md:p-0' : 'hidden md:block'}
      >
        {children}
        <div className="sticky bottom-0 mt-4 flex gap-3 bg-white py-3 md:hidden">
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              opener.current?.focus();
            }}
            className="flex-1 rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold"
          >
            {t.close}
          </button>
          {/* First in the form, so also the button Enter presses in the search fields: the anchor only from the open drawer. */}
          <button
            type="submit"
            formAction={open ? results : undefined}
            className="flex-1 rounded-full bg-vin-700 px-4 py-2 text-sm font-semibold text-white"
          >
            {t.show}
          </button>
        </div>
      </div>
    </>
  );
}
