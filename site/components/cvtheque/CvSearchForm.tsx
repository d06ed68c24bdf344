import { contracts, DOMAINS, EXPERIENCE_LEVELS, LANGUAGES, RADIUS_CHOICES_KM, STUDY_LEVELS } from '@cep/domain';
import { Checkbox } from '@/components/forms/Checkbox';
import type { Option } from '@/components/forms/field-parts';
import { PlaceAutocomplete } from '@/components/forms/PlaceAutocomplete';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import { fr } from '@/lib/i18n/fr';
import { choiceOptions } from '@/lib/options';

const t = fr.cvLibrary;

export type CvSearchInput = Partial<
  Record<
    'q' | 'zone' | 'zoneLibelle' | 'rayon' | 'mobile' | 'contrat' | 'domaine' | 'experience' | 'niveau' | 'langue' | 'permis' | 'aimes',
    string
  >
>;
export const CV_SEARCH_KEYS = [
  'q',
  'zone',
  'zoneLibelle',
  'rayon',
  'mobile',
  'contrat',
  'domaine',
  'experience',
  'niveau',
  'langue',
  'permis',
  'aimes',
] as const;

type Facets = Record<string, Record<string, number>>;

/** Options with their count in the current results, as on /offres. */
const counted = (options: Option[], counts: Record<string, number> = {}) =>
  options.map((o) => {
    const count = counts[o.value];
    return { ...o, label: count === undefined ? o.label : fr.offers.withCount(o.label, count) };
  });

/** The library's search: a plain GET form, every state a URL (the zone picker needs JavaScript). */
export function CvSearchForm({ input, facets }: { input: CvSearchInput; facets: Facets }) {
  const select = (id: keyof CvSearchInput, label: string, options: Option[]) => (
    <SelectField dense id={id} name={id} label={label} placeholder={t.all} options={options} defaultValue={input[id] ?? ''} />
  );
  return (
    // Keyed on the search, as /offres: uncontrolled fields follow the URL.
    <form
      key={new URLSearchParams(input).toString()}
      action="/recrutement/cvtheque"
      method="get"
      role="search"
      className="rounded-xl border border-sarment-100 bg-white p-4 shadow-sm"
    >
      <div className="grid gap-4 md:grid-cols-[2fr_2fr_1fr]">
        <TextField dense id="q" name="q" type="search" label={t.q} defaultValue={input.q} autoComplete="off" />
        <PlaceAutocomplete
          id="zone"
          name="zone"
          labelName="zoneLibelle"
          label={t.zone}
          hint={fr.candidateCv.profile.zoneHint}
          source="zonegeo"
          defaultValue={input.zone}
          defaultLabel={input.zoneLibelle}
        />
        <SelectField
          dense
          id="rayon"
          name="rayon"
          label={t.rayon}
          defaultValue={input.rayon ?? '30'}
          options={RADIUS_CHOICES_KM.map((km) => ({ value: String(km), label: fr.alerts.form.km(km) }))}
        />
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 md:grid-cols-5">
        {select(
          'contrat',
          t.contrat,
          counted(
            contracts.map((c) => ({ value: c.slug, label: c.label })),
            facets.contracts,
          ),
        )}
        {select('domaine', t.domaine, counted(choiceOptions(DOMAINS), facets.domains))}
        {select('experience', t.experience, counted(choiceOptions(EXPERIENCE_LEVELS), facets.experience))}
        {select('niveau', t.niveau, counted(choiceOptions(STUDY_LEVELS), facets.studyLevel))}
        {select('langue', t.langue, counted(choiceOptions(LANGUAGES), facets.languages))}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-6">
        <Checkbox id="mobile" name="mobile" value="1" label={t.mobile} defaultChecked={input.mobile === '1'} />
        <Checkbox id="permis" name="permis" value="1" label={t.permis} defaultChecked={input.permis === '1'} />
        <Checkbox id="aimes" name="aimes" value="1" label={t.liked} defaultChecked={input.aimes === '1'} />
        <button type="submit" className="ml-auto rounded-full bg-vin-700 px-5 py-2 font-semibold text-white hover:bg-vin-800">
          {t.search}
        </button>
      </div>
    </form>
  );
}
