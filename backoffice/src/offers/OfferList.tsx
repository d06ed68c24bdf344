import { Datagrid, DateField, List, SearchInput, SelectField, SelectInput, TextField, usePermissions } from 'react-admin';
import { contractChoices, stateChoices } from './choices';
import { BulkModeration } from './moderation';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="etat" source="etat" choices={stateChoices} alwaysOn />,
  <SelectInput key="offreContrat" source="offreContrat" choices={contractChoices} />,
];

/** Moderators land on the queue of offers 'validation en cours', oldest submission first; editors see every offer, read-only. */
export function OfferList() {
  const { permissions } = usePermissions<string>();
  const moderator = permissions === 'moderateur';
  return (
    <List
      filters={filters}
      filterDefaultValues={moderator ? { etat: 'validation' } : undefined}
      sort={moderator ? { field: 'soumiseLe', order: 'ASC' } : { field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <Datagrid rowClick="show" bulkActionButtons={moderator ? <BulkModeration /> : false}>
        <TextField source="offreTitre" />
        <SelectField source="offreContrat" choices={contractChoices} />
        <TextField source="offreVille" />
        <TextField source="societe" sortable={false} />
        <SelectField source="etat" choices={stateChoices} />
        <DateField source="soumiseLe" locales="fr-FR" showTime />
        <TextField source="moderePar" sortable={false} />
        <DateField source="datePublication" locales="fr-FR" />
      </Datagrid>
    </List>
  );
}
