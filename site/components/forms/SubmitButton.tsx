/**
 * A form's submit button, which says it is working while it does; full width by default, or beside other controls.
 * While working it is `aria-disabled`, not `disabled`: a disabled button loses the keyboard focus to the page, and
 * the person who pressed Enter or Space would have to find their place again. A click then sends nothing twice.
 */
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
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
      }}
      className={`${fullWidth ? 'w-full py-3' : 'py-2'} rounded-full bg-vin-700 px-5 font-semibold text-white hover:bg-vin-800 aria-disabled:cursor-wait aria-disabled:opacity-70`}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
