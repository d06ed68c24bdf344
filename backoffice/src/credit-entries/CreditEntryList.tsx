import { Datagrid, DateField, List, NumberField, ReferenceField, ReferenceInput, SelectField, SelectInput, TextField } from 'react-admin';
import { kindChoices, reasonChoices } from './choices';

const filters = [
  <ReferenceInput key="compte" source="compte" reference="accounts" alwaysOn />,
  <SelectInput key="type" source="type" choices={kindChoices} />,
];

/** The credits ledger, newest first: grants positive, spends negative, the balance after each entry. */
export function CreditEntryList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="createdAt" showTime locales="fr-FR" />
        <ReferenceField source="compte" reference="accounts" link="show" />
        <SelectField source="type" choices={kindChoices} />
        <NumberField source="quantite" />
        <NumberField source="soldeApres" sortable={false} />
        <SelectField source="motif" choices={reasonChoices} translateChoice sortable={false} />
        <TextField source="commentaire" sortable={false} />
        <TextField source="auteur" sortable={false} />
        <TextField source="offre" sortable={false} />
      </Datagrid>
    </List>
  );
}
