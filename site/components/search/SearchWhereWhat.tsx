import Link from 'next/link';
import { RADIUS_CHOICES_KM } from '@cep/domain';
import { PlaceAutocomplete } from '@/components/forms/PlaceAutocomplete';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import { pageWords } from '@/lib/i18n/page-language';

type Input = { q?: string; autour?: string; autourLibelle?: string; rayon?: string };

/**
 * The first line of a search form (/offres, /formations): the words, the commune to search around, the radius. No
 * submit button here: the filters drawer's hidden default button must stay the form's first (FiltersDrawer).
 */
export async function SearchWhereWhat({ input, label }: { input: Input; label: string }) {
  const { t } = await pageWords();
  return (
    <div className="grid gap-4 md:grid-cols-[2fr_2fr_1fr]">
      <TextField dense id="q" name="q" type="search" label={label} defaultValue={input.q} autoComplete="off" />
      <PlaceAutocomplete
        id="autour"
        name="autour"
        labelName="autourLibelle"
        label={t.offers.around}
        hint={t.offers.aroundHint}
        source="villes"
        defaultValue={input.autour}
        defaultLabel={input.autourLibelle}
      />
      <SelectField
        dense
        id="rayon"
        name="rayon"
        label={t.offers.radius}
        defaultValue={input.rayon ?? '30'}
        options={RADIUS_CHOICES_KM.map((km) => ({ value: String(km), label: t.offers.radiusKm(km) }))}
      />
    </div>
  );
}

/** The last line of a search form: start again, or search. */
export async function SearchActions({ resetHref }: { resetHref: string }) {
  const { t } = await pageWords();
  return (
    <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
      <Link href={resetHref} className="text-sm text-stone-700 underline-offset-2 hover:underline">
        {t.offers.reset}
      </Link>
      <button type="submit" className="rounded-full bg-vin-700 px-5 py-2 text-sm font-semibold text-white hover:bg-vin-800">
        {t.offers.submit}
      </button>
    </div>
  );
}

/** « Aller aux résultats », first in the page: few tabs to the first result (issue #17 item 2). */
export async function SkipToResults() {
  const { t } = await pageWords();
  return (
    <a
      href="#resultats"
      className="sr-only focus:not-sr-only focus:mt-2 focus:inline-block focus:rounded focus:bg-vin-700 focus:px-3 focus:py-1 focus:text-white"
    >
      {t.offers.skipToResults}
    </a>
  );
}
