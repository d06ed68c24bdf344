import { BusyButton } from '@/components/forms/BusyButton';
import { recruiterOffer } from '@/lib/i18n/fr/recruiter-offer';

/** The submit button of steps 1 and 2. */
export function NextStepButton({ pending }: { pending: boolean }) {
  return (
    <BusyButton type="submit" busy={pending} className="rounded-full bg-vin-700 px-5 py-3 font-semibold text-white hover:bg-vin-800">
      {pending ? recruiterOffer.recruiterOffer.saving : recruiterOffer.recruiterOffer.next}
    </BusyButton>
  );
}
