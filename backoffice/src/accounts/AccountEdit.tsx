import { BooleanInput, DateInput, Edit, SaveButton, SimpleForm, TextField, TextInput, Toolbar, useRecordContext } from 'react-admin';

/**
 * A school: its subscription's last day (issue #14 item 6); without one, or once it has passed, its page, courses and
 * articles are read-only. A company: what its offers may leave out (the city, the pay; spec 01 §5), with the reason.
 */
function AccountFields() {
  const record = useRecordContext<{ type: string }>();
  if (record?.type === 'entreprise')
    return (
      <>
        <BooleanInput source="villeFacultative" helperText="cep.accounts.cityExemptionHelp" />
        <BooleanInput source="remunerationFacultative" helperText="cep.accounts.payExemptionHelp" />
        <TextInput source="exemptionMotif" multiline minRows={2} fullWidth helperText="cep.accounts.exemptionReasonHelp" />
      </>
    );
  return <DateInput source="abonnementFin" helperText="cep.accounts.subscriptionHelp" />;
}

export function AccountEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      {/* Saving only: an account is never deleted from here (react-admin's default toolbar offers it). */}
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextField source="nom" />
        <AccountFields />
      </SimpleForm>
    </Edit>
  );
}
