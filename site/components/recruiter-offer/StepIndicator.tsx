import { fr } from '@/lib/i18n/fr';

const STEPS = [fr.recruiterOffer.steps.one, fr.recruiterOffer.steps.two, fr.recruiterOffer.steps.three];

/** The three-step header of offer creation (spec 01 §2, spec 02 §2): the current step is highlighted. */
export function StepIndicator({ current }: { current: 1 | 2 | 3 }) {
  return (
    <nav aria-label={fr.recruiterOffer.steps.label}>
      <ol className="flex flex-wrap gap-2 text-sm">
        {STEPS.map((label, i) => {
          const step = i + 1;
          const active = step === current;
          return (
            <li
              key={label}
              aria-current={active ? 'step' : undefined}
              className={`flex items-center gap-2 rounded-full px-3 py-1 ${active ? 'bg-vin-700 font-semibold text-white' : step < current ? 'bg-vin-50 text-vin-800' : 'bg-stone-100 text-stone-700'}`}
            >
              <span aria-hidden="true">{step}</span>
              <span>{label}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
