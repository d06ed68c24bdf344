import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
  useListContext,
  usePermissions,
} from 'react-admin';
import { contractChoices, stateChoices } from './choices';
import { BulkModeration } from './moderation';
import { SelectRowField } from './SelectRowField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="etat" source="etat" choices={stateChoices} alwaysOn />,
  <SelectInput key="offreContrat" source="offreContrat" choices={contractChoices} />,
];

/** The decision buttons appear above the queue once offers are selected. */
function QueueActions() {
  const { selectedIds } = useListContext();
  return <TopToolbar>{selectedIds.length > 0 && <BulkModeration />}</TopToolbar>;
}

/** Moderators land on the queue of offers 'validation en cours', oldest submission first; editors see every offer, read-only. */
export function OfferList() {
  const { permissions } = usePermissions<string>();
  const moderator = permissions === 'moderateur';
  return (
    <List
      filters={filters}
      filterDefaultValues={moderator ? { etat: 'validation' } : undefined}
      sort={moderator ? { field: 'soumiseLe', order: 'ASC' } : { field: 'createdAt', order: 'DESC' }}
      perPage={25}
      actions={moderator ? <QueueActions /> : undefined}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        {moderator && <FunctionField label="cep.moderation.selection" sortable={false} render={() => <SelectRowField />} />}
        <TextField source="offreTitre" />
        <SelectField source="offreContrat" choices={contractChoices} />
        <TextField source="offreVille" />
        <TextField source="societe" sortable={false} />
        <SelectField source="etat" choices={stateChoices} />
        <DateField source="soumiseLe" locales="fr-FR" showTime />
        <TextField source="moderePar" sortable={false} />
        <DateField source="datePublication" locales="fr-FR" />
      </Datagrid>
    </List>
  );
}
