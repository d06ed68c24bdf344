import { fr } from '@/lib/i18n/fr';

/** Above a form whose required fields carry a red asterisk: what the asterisk means (issue #17 item 3). */
export function RequiredNote() {
  return (
    <p className="text-sm text-stone-700">
      <span aria-hidden="true" className="text-red-700">
        *
      </span>{' '}
      {fr.forms.required}
    </p>
  );
}
