import { CREDIT_KIND_LABELS } from '@cep/domain';
import { BooleanField, Datagrid, DateField, List, NumberField, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { typeChoices } from './choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={typeChoices} translateChoice />,
];

/** Company and school accounts with what they hold in credits. */
export function AccountList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="nom" sortable={false} />
        <SelectField source="type" choices={typeChoices} translateChoice />
        <BooleanField source="creditsIllimites" sortable={false} />
        <NumberField source="soldes.offre" label={CREDIT_KIND_LABELS.offre} sortable={false} />
        <NumberField source="soldes.cv" label={CREDIT_KIND_LABELS.cv} sortable={false} />
        <DateField source="createdAt" locales="fr-FR" />
      </Datagrid>
    </List>
  );
}
