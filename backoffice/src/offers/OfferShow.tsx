import { DateField, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { contractChoices, stateChoices } from './choices';

/** Read-only view, for editors. */
export function OfferShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="offreTitre" />
        <SelectField source="offreContrat" choices={contractChoices} />
        <TextField source="offreVille" />
        <TextField source="societe" />
        <SelectField source="etat" choices={stateChoices} />
        <DateField source="datePublication" locales="fr-FR" />
        <DateField source="dateExpiration" locales="fr-FR" />
        <TextField source="offreTexte" />
      </SimpleShowLayout>
    </Show>
  );
}
