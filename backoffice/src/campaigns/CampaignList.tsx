import { Datagrid, DateField, List, SearchInput, TextField } from 'react-admin';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Visits that arrived with utm_* parameters, newest first: source, medium, campaign and the other parameters. */
export function CampaignList() {
  return (
    <List filters={filters} sort={{ field: 'vueLe', order: 'DESC' }} perPage={50} exporter={false}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <DateField source="vueLe" showTime locales="fr-FR" />
        <TextField source="source" sortable={false} />
        <TextField source="medium" sortable={false} />
        <TextField source="campagne" sortable={false} />
        <TextField source="autres" sortable={false} />
      </Datagrid>
    </List>
  );
}
