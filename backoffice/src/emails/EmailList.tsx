import { Datagrid, DateField, FunctionField, List, SearchInput, TextField } from 'react-admin';
import type { OutboxEmail } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function EmailList() {
  return (
    <List filters={filters} sort={{ field: 'date', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="date" showTime locales="fr-FR" />
        <FunctionField<OutboxEmail> source="to" sortable={false} render={(record) => record.to.join(', ')} />
        <TextField source="subject" sortable={false} />
      </Datagrid>
    </List>
  );
}
