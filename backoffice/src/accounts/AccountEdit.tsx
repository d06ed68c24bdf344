import { DateInput, Edit, SimpleForm, TextField } from 'react-admin';

/**
 * A school's subscription (issue #14 item 6): its last day. Without one, or once it has passed, the school's
 * page, courses and articles are read-only; the cms refuses their writes.
 */
export function AccountEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <TextField source="nom" />
        <DateInput source="abonnementFin" helperText="cep.accounts.subscriptionHelp" />
      </SimpleForm>
    </Edit>
  );
}
