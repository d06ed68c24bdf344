/** A form's submit button, which says it is working while it does; full width by default, or beside other controls. */
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
    <button
      type="submit"
      disabled={pending}
      className={`${fullWidth ? 'w-full py-3' : 'py-2'} rounded-full bg-vin-700 px-5 font-semibold text-white hover:bg-vin-800 disabled:cursor-wait disabled:opacity-70`}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
