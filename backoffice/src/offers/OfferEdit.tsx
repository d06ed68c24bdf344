import { offerEditSchema, parseForm } from '@cep/domain';
import { Edit, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { contractChoices, stateChoices } from './choices';

/** The shared schema checks the form in the browser; the cms checks it again and answers the same error map. */
function validate(values: Record<string, unknown>) {
  const result = parseForm(offerEditSchema, values);
  return result.ok ? {} : result.errors;
}

export function OfferEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm validate={validate}>
        <TextInput source="offreTitre" fullWidth />
        <SelectInput source="offreContrat" choices={contractChoices} />
        <TextInput source="offreVille" />
        <SelectInput source="etat" choices={stateChoices} />
        <TextInput source="offreTexte" multiline minRows={6} fullWidth />
      </SimpleForm>
    </Edit>
  );
}
