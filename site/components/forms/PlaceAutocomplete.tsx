import { controlClass, describedBy, FieldError, Hint, invalid, Label } from './field-parts';
import { PlaceCombobox, type PlaceComboboxProps } from './PlaceCombobox';

type Props = Omit<PlaceComboboxProps, 'listLabel' | 'control' | 'hint'> & {
  /** Marked with an asterisk, announced as required. */
  required?: boolean;
  label: string;
  error?: string;
  hint?: string;
};

/**
 * A place field of the form kit: label, hint and error drawn where the field is (on the server in a search
 * form), around the combobox that runs in the browser — so a search page ships the combobox, not the kit.
 */
export function PlaceAutocomplete({ required, label, error, hint, ...combobox }: Props) {
  const { id } = combobox;
  return (
    <div className="relative">
      <Label id={id} label={label} required={required} />
      <PlaceCombobox
        {...combobox}
        listLabel={label}
        control={{
          'aria-invalid': invalid(error),
          'aria-required': required || undefined,
          'aria-describedby': describedBy(id, { error, hint }),
          className: controlClass(true),
        }}
        // The hint stays above the list: the open list is placed right under what precedes it.
        hint={<Hint id={id} hint={hint} />}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
