import EditNoteIcon from '@mui/icons-material/EditNote';
import {
  Button,
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
import { changeChoices, contractChoices, stateChoices } from './choices';
import { BulkModeration } from './moderation';
import { SelectRowField } from './SelectRowField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="etat" source="etat" choices={stateChoices} alwaysOn />,
  <SelectInput key="offreContrat" source="offreContrat" choices={contractChoices} />,
  // The moderators' second queue: changes of online offers (issue #38 item 2).
  <SelectInput key="modification" source="modification" choices={changeChoices} />,
];

/**
 * The decision buttons appear above the queue once offers are selected; otherwise a way to the second queue, the
 * changes of online offers (issue #38 item 2), in place of whatever filter is set.
 */
function QueueActions() {
  const { selectedIds, setFilters } = useListContext();
  return (
    <TopToolbar>
      {selectedIds.length > 0 ? (
        <BulkModeration />
      ) : (
        <Button label="cep.change.filter" onClick={() => setFilters({ modification: 'en_attente' }, {})}>
          <EditNoteIcon />
        </Button>
      )}
    </TopToolbar>
  );
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
        <DateField source="modificationSoumiseLe" locales="fr-FR" showTime sortable={false} emptyText="—" />
      </Datagrid>
    </List>
  );
}
