import { Datagrid, DateField, List, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { stateChoices } from './choices';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="etat" source="etat" choices={stateChoices} alwaysOn />];

export function EmailList() {
  return (
    <List filters={filters} sort={{ field: 'date', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="date" showTime locales="fr-FR" />
        <TextField source="to" sortable={false} />
        <TextField source="subject" sortable={false} />
        <SelectField source="etat" choices={stateChoices} sortable={false} />
      </Datagrid>
    </List>
  );
}
