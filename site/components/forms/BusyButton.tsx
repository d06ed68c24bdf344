import type { ComponentProps } from 'react';

type Props = ComponentProps<'button'> & {
  /** Working on what was asked: said with `aria-disabled`, and a click meanwhile does nothing. */
  busy: boolean;
};

/**
 * A button that says it is working while it does (docs/decisions.md « Buttons while they work »): `aria-disabled`,
 * not `disabled`, which would drop the keyboard focus to the page — whoever pressed Enter or Space would lose their
 * place. A click meanwhile neither runs the action again nor submits the form. `disabled` stays for a button that
 * cannot be used for another reason (nothing typed, a locked account).
 */
export function BusyButton({ busy, onClick, className = '', type = 'button', ...props }: Props) {
  return (
    <button
      {...props}
      type={type}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      className={`${className} aria-disabled:cursor-wait aria-disabled:opacity-70`}
    />
  );
}
