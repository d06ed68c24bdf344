import { Datagrid, DateField, EditButton, List, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { etatChoices } from './choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="etat" source="etat" choices={etatChoices} translateChoice />,
];

/** Schools' courses: published without moderation, taken back to draft here when they break the rules. */
export function CourseList() {
  return (
    <List filters={filters} sort={{ field: 'updatedAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="titre" />
        <TextField source="ecole" sortable={false} />
        <SelectField source="etat" choices={etatChoices} translateChoice sortable={false} />
        <DateField source="datePublication" locales="fr-FR" />
        <EditButton />
      </Datagrid>
    </List>
  );
}
