import { Datagrid, DateField, List, SearchInput, TextField } from 'react-admin';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Messages sent to schools from a course's page, as the school received them by e-mail. */
export function CourseContactList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <DateField source="createdAt" showTime locales="fr-FR" />
        <TextField source="formation" sortable={false} />
        <TextField source="ecole" sortable={false} />
        <TextField source="nom" sortable={false} />
        <TextField source="email" sortable={false} />
        <TextField source="tel" sortable={false} />
        <TextField source="message" sortable={false} />
      </Datagrid>
    </List>
  );
}
