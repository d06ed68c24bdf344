import { Datagrid, DateField, List, SearchInput, SelectField, SelectInput, TextField, usePermissions } from 'react-admin';
import { contractChoices, stateChoices } from './choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="etat" source="etat" choices={stateChoices} alwaysOn />,
  <SelectInput key="offreContrat" source="offreContrat" choices={contractChoices} />,
];

export function OfferList() {
  const { permissions } = usePermissions<string>();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick={permissions === 'moderateur' ? 'edit' : 'show'} bulkActionButtons={false}>
        <TextField source="offreTitre" />
        <SelectField source="offreContrat" choices={contractChoices} />
        <TextField source="offreVille" />
        <TextField source="societe" sortable={false} />
        <SelectField source="etat" choices={stateChoices} />
        <DateField source="datePublication" locales="fr-FR" />
      </Datagrid>
    </List>
  );
}
