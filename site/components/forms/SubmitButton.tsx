import { BusyButton } from './BusyButton';

/** A form's submit button, which says it is working while it does (`BusyButton`); full width by default, or beside other controls. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  fullWidth = true,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  fullWidth?: boolean;
}) {
  return (
    <BusyButton
      type="submit"
      busy={pending}
      className={`${fullWidth ? 'w-full py-3' : 'py-2'} rounded-full bg-vin-700 px-5 font-semibold text-white hover:bg-vin-800`}
    >
      {pending ? pendingLabel : label}
    </BusyButton>
  );
}
