import type { ReactNode } from 'react';
import { pageWords } from '@/lib/i18n/page-language';
import { DialogButton } from './DialogButton';

/** The drawer's id: one search form per page. */
const DRAWER = 'filtres';

/**
 * Phones first (issue #17 item 2): below 768 px a search's filters wait behind « Filtres (n) » and open as a
 * full-screen modal <dialog>, where the browser keeps focus inside, closes it on Escape and gives focus back to
 * the button; from 768 px the closed dialog is shown in the page (an open one stays the drawer, buttons included, when
 * a phone turned sideways passes 768 px). « Voir les résultats » submits the form, so what
 * was chosen is applied, and the new page opens on its results. Only the opening and closing run in the browser.
 */
export async function FiltersDrawer({
  count,
  results,
  children,
}: {
  /** The filters chosen, counted on the button. */
  count: number;
  /** The results page's address with its results' anchor: the new page opens on them, not at its top. */
  results: string;
  children: ReactNode;
}) {
  const { t } = await pageWords();
  return (
    <>
      {/* The form's default button, the one Enter presses in its fields: a search from the page opens at its
          top, only « Voir les résultats » goes to the results. First in tree order, drawn (browsers skip a
          button that is not), out of sight and out of the tab order. */}
      <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only" />
      <DialogButton
        dialog={DRAWER}
        action="showModal"
        aria-haspopup="dialog"
        aria-controls={DRAWER}
        className="mt-4 w-full rounded-full border border-vin-700 px-4 py-2 text-sm font-semibold text-vin-800 md:hidden"
      >
        {t.offers.filtersButton(count)}
      </DialogButton>
      <dialog
        id={DRAWER}
        aria-label={t.offers.filters}
        className="group fixed inset-0 z-40 h-full max-h-none w-full max-w-none overflow-auto overscroll-contain bg-white p-4 text-inherit md:not-open:static md:not-open:block md:not-open:h-auto md:not-open:overflow-visible md:not-open:bg-transparent md:not-open:p-0"
      >
        {children}
        <div className="sticky bottom-0 mt-4 flex gap-3 bg-white py-3 md:hidden md:group-open:flex">
          <DialogButton
            dialog={DRAWER}
            action="close"
            className="flex-1 rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold"
          >
            {t.offers.closeFilters}
          </DialogButton>
          <button type="submit" formAction={results} className="flex-1 rounded-full bg-vin-700 px-4 py-2 text-sm font-semibold text-white">
            {t.offers.showResults}
          </button>
        </div>
      </dialog>
    </>
  );
}
