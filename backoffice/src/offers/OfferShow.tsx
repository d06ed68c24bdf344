import { DateField, SelectField, Show, SimpleShowLayout, TextField, TopToolbar, usePermissions } from 'react-admin';
import { contractChoices, stateChoices } from './choices';
import { RecordModeration } from './moderation';

function Actions() {
  const { permissions } = usePermissions<string>();
  return <TopToolbar>{permissions === 'moderateur' && <RecordModeration />}</TopToolbar>;
}

/** The offer as submitted, with who moderated it and when; moderators decide here, editors only read. */
export function OfferShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="offreTitre" />
        <SelectField source="offreContrat" choices={contractChoices} />
        <TextField source="offreVille" />
        <TextField source="societe" />
        <TextField source="recruteur" />
        <SelectField source="etat" choices={stateChoices} />
        <DateField source="soumiseLe" locales="fr-FR" showTime />
        <TextField source="moderePar" emptyText="—" />
        <DateField source="modereLe" locales="fr-FR" showTime emptyText="—" />
        <TextField source="motifRefus" emptyText="—" />
        <DateField source="datePublication" locales="fr-FR" />
        <DateField source="dateExpiration" locales="fr-FR" />
        <TextField source="offreTexte" />
      </SimpleShowLayout>
    </Show>
  );
}
