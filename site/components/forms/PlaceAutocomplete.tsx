import type { PlaceItem } from '@cep/domain';
import { controlClass, describedBy, FieldError, Hint, invalid, Label } from './field-parts';
import { PlaceCombobox } from './PlaceCombobox';

type Props = {
  /** Marked with an asterisk, announced as required. */
  required?: boolean;
  id: string;
  label: string;
  /** Name of the hidden input carrying the chosen id ('33314' for a commune, 'dep33' for a zone), in GET forms. */
  name?: string;
  /** Name of the text input, kept in forms that show the label back (the /offres URL). */
  labelName?: string;
  source: 'villes' | 'zonegeo';
  defaultValue?: string;
  defaultLabel?: string;
  /** Communes answer ids 'vil33314'; the offer form stores the bare INSEE code. */
  stripPrefix?: boolean;
  error?: string;
  hint?: string;
  onChange?: (id: string) => void;
  /** Free-text mode (address forms): what is typed is the value; a pick fills the city and its postal code. */
  onText?: (text: string) => void;
  onPick?: (item: PlaceItem) => void;
  /** A list of places (the CV's zones): a pick empties the input for the next one. */
  clearOnPick?: boolean;
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
