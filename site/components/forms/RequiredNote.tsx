import { layout } from '@/lib/i18n/fr/layout';

/**
 * Above a form whose required fields carry a red asterisk: what the asterisk means (issue #17 item 3). A form
 * whose draft saves with less says what the asterisks are required for.
 */
export function RequiredNote({ text = layout.forms.required }: { text?: string }) {
  return (
    <p className="text-sm text-stone-700">
      <span aria-hidden="true" className="text-red-700">
        *
      </span>{' '}
      {text}
    </p>
  );
}
