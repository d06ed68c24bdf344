import RateReviewIcon from '@mui/icons-material/RateReview';
import { ARTICLE_REVIEW_LABELS } from '@cep/domain';
import {
  Datagrid,
  DateField,
  List,
  RichTextField,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { ReviewActions } from './ReviewActions';

const revueChoices = (['en_attente', 'validee', 'refusee'] as const).map((id) => ({ id, name: ARTICLE_REVIEW_LABELS[id] }));

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="revue" source="revue" choices={revueChoices} alwaysOn />];

/** « Articles à valider »: companies' and schools' articles, those waiting first. */
function ReviewList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ revue: 'en_attente' }}
      sort={{ field: 'updatedAt', order: 'ASC' }}
      perPage={25}
      exporter={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="titre" />
        <TextField source="auteur" sortable={false} />
        <TextField source="categorie" sortable={false} />
        <SelectField source="revue" choices={revueChoices} sortable={false} />
        <DateField source="updatedAt" locales="fr-FR" showTime />
      </Datagrid>
    </List>
  );
}

/** The article as its readers would see it, and the decision (undoable for a few seconds, as for offers). */
function ReviewShow() {
  return (
    <Show actions={<ReviewActions />}>
      <SimpleShowLayout>
        <TextField source="titre" />
        <TextField source="auteur" />
        <TextField source="categorie" />
        <SelectField source="revue" choices={revueChoices} />
        <TextField source="motifRefus" emptyText="—" />
        <TextField source="moderePar" emptyText="—" />
        <DateField source="modereLe" locales="fr-FR" showTime emptyText="—" />
        <RichTextField source="html" />
      </SimpleShowLayout>
    </Show>
  );
}

export default { list: ReviewList, show: ReviewShow, icon: RateReviewIcon, recordRepresentation: 'titre' };
