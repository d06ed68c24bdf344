import { BusyButton } from '@/components/forms/BusyButton';
import { recruiterOffer } from '@/lib/i18n/fr/recruiter-offer';

/** The submit button of steps 1 and 2 (« Envoyer les modifications » for an online offer). */
export function NextStepButton({ pending, label = recruiterOffer.recruiterOffer.next }: { pending: boolean; label?: string }) {
  return (
    <BusyButton type="submit" busy={pending} className="rounded-full bg-vin-700 px-5 py-3 font-semibold text-white hover:bg-vin-800">
      {pending ? recruiterOffer.recruiterOffer.saving : label}
    </BusyButton>
  );
}
