import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { BooleanField, Create, Datagrid, DateField, Edit, List, NumberField, SearchInput, TextField } from 'react-admin';
import { PromoCodeForm } from './PromoCodeForm';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** « Codes promo »: what staff offer; the use count moves only with paid orders. */
function PromoCodeList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="code" />
        <TextField source="libelle" sortable={false} />
        <NumberField source="pourcentage" sortable={false} />
        <DateField source="debut" locales="fr-FR" sortable={false} />
        <DateField source="fin" locales="fr-FR" />
        <NumberField source="utilisations" />
        <NumberField source="utilisationsMax" sortable={false} />
        <BooleanField source="unParCompte" sortable={false} />
        <BooleanField source="actif" sortable={false} />
      </Datagrid>
    </List>
  );
}

const PromoCodeCreate = () => (
  <Create redirect="list">
    <PromoCodeForm creating />
  </Create>
);

const PromoCodeEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <PromoCodeForm creating={false} />
  </Edit>
);

export default { list: PromoCodeList, create: PromoCodeCreate, edit: PromoCodeEdit, icon: LocalOfferIcon, recordRepresentation: 'code' };
