import { BooleanField, Datagrid, DateField, List, SearchInput, SelectInput, TextField } from 'react-admin';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="traite"
    source="traite"
    alwaysOn
    choices={[
      { id: 'non', name: 'cep.reports.pending' },
      { id: 'oui', name: 'cep.reports.done' },
    ]}
    translateChoice
  />,
];

/** Conversations a party reported: the queue staff work through, the oldest unhandled first by default. */
export function ReportList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ traite: 'non' }}
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={25}
      exporter={false}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <DateField source="createdAt" showTime locales="fr-FR" />
        <TextField source="par" sortable={false} />
        <TextField source="motif" sortable={false} />
        <TextField source="entreprise" sortable={false} />
        <TextField source="candidat" sortable={false} />
        <BooleanField source="bloquee" sortable={false} />
        <DateField source="traiteLe" showTime locales="fr-FR" />
      </Datagrid>
    </List>
  );
}
