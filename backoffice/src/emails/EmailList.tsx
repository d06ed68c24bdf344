import { Datagrid, DateField, List, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { channelChoices, stateChoices } from './choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="etat" source="etat" choices={stateChoices} alwaysOn />,
  <SelectInput key="canal" source="canal" choices={channelChoices} alwaysOn />,
];

export function EmailList() {
  return (
    <List filters={filters} sort={{ field: 'date', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="date" showTime locales="fr-FR" />
        <SelectField source="canal" choices={channelChoices} sortable={false} />
        <TextField source="to" sortable={false} />
        <TextField source="subject" sortable={false} />
        <SelectField source="etat" choices={stateChoices} sortable={false} />
      </Datagrid>
    </List>
  );
}
