import { ArrayField, Datagrid, DateField, Edit, Labeled, SimpleForm, TextField, TextInput, required } from 'react-admin';

/**
 * A reported conversation: the reason, the messages as both parties wrote them (text only; attachments stay
 * private), and what staff did about it.
 */
export function ReportEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <Labeled>
          <TextField source="par" />
        </Labeled>
        <Labeled>
          <TextField source="motif" />
        </Labeled>
        <Labeled>
          <TextField source="entreprise" />
        </Labeled>
        <Labeled>
          <TextField source="candidat" />
        </Labeled>
        <Labeled>
          <TextField source="offre" />
        </Labeled>
        <ArrayField source="messages">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <DateField source="envoyeLe" showTime locales="fr-FR" />
            <TextField source="auteur" />
            <TextField source="texte" />
            <TextField source="pieceJointe" />
          </Datagrid>
        </ArrayField>
        <TextInput source="decision" multiline fullWidth validate={required()} helperText="cep.reports.decisionHelp" />
      </SimpleForm>
    </Edit>
  );
}
