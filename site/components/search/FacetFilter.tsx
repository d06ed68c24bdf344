import type { Option } from '@/components/forms/field-parts';
import { SelectField } from '@/components/forms/SelectField';
import { fr } from '@/lib/i18n/fr';
import type { Translation } from '@/lib/i18n/translation';

/** Options with their facet count; the chosen value stays listed even when the other filters leave it at 0. */
export function withCounts(
  options: Option[],
  counts: Record<string, number> = {},
  chosen?: string,
  withCount: Translation['offers']['withCount'] = fr.offers.withCount,
): Option[] {
  return options
    .filter((o) => (counts[o.value] ?? 0) > 0 || o.value === chosen)
    .map((o) => ({ value: o.value, label: withCount(o.label, counts[o.value] ?? 0) }));
}

/** Region or department codes as options, named. */
export const fromCodes = (codes: string[], name: (code: string) => string): Option[] =>
  [...codes].sort().map((code) => ({ value: code, label: name(code) }));

/** A filter of a search page's GET form: an 'all' first choice, the current value preselected. */
export function FacetFilter({
  id,
  text,
  all,
  options,
  value,
}: {
  id: string;
  text: string;
  all: string;
  options: Option[];
  value?: string;
}) {
  return <SelectField dense id={id} name={id} label={text} placeholder={all} options={options} defaultValue={value ?? ''} />;
}
