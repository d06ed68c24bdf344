import { formatCents } from '@cep/domain';
import { Datagrid, DateField, FunctionField, List, ReferenceField, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { InvoiceLinks } from './InvoiceLinks';
import { OrderActions } from './OrderActions';
import { paymentChoices, stateChoices, typeChoices } from './choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="etat" source="etat" choices={stateChoices} alwaysOn />,
  <SelectInput key="modePaiement" source="modePaiement" choices={paymentChoices} translateChoice />,
  <SelectInput key="type" source="type" choices={typeChoices} />,
];

type Amounts = { totalTtc: number };

/** « Commandes »: newest first, filtered by state, payment mode, kind, reference or buyer; transfers marked paid from here. */
export function OrderList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="createdAt" showTime locales="fr-FR" />
        <TextField source="reference" sortable={false} />
        <TextField source="libelle" sortable={false} />
        <ReferenceField source="compte" reference="accounts" link="show" sortable={false} />
        <TextField source="acheteur" sortable={false} />
        <FunctionField<Amounts> source="totalTtc" render={(record) => formatCents(record.totalTtc)} />
        <SelectField source="modePaiement" choices={paymentChoices} translateChoice sortable={false} />
        <SelectField source="etat" choices={stateChoices} />
        <InvoiceLinks />
        <TextField source="payeePar" sortable={false} />
        <OrderActions />
      </Datagrid>
    </List>
  );
}
