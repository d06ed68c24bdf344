import ArticleIcon from '@mui/icons-material/Article';
import {
  Create,
  Datagrid,
  DateField,
  Edit,
  List,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  UrlField,
} from 'react-admin';
import { ArticleForm } from './ArticleForm';
import { statutChoices } from './choices';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="statut" source="statut" choices={statutChoices} />];

/** « Articles »: Cep's own, written by editors and public as soon as they are published. */
function ArticleList() {
  return (
    <List filters={filters} sort={{ field: 'updatedAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="titre" />
        <TextField source="categorie" sortable={false} />
        <SelectField source="statut" choices={statutChoices} sortable={false} />
        <NumberField source="likes" />
        <DateField source="publieLe" locales="fr-FR" />
        <DateField source="updatedAt" locales="fr-FR" showTime />
        <UrlField source="url" sortable={false} />
      </Datagrid>
    </List>
  );
}

const ArticleCreate = () => (
  <Create redirect="edit">
    <ArticleForm />
  </Create>
);

const ArticleEdit = () => (
  <Edit mutationMode="pessimistic" redirect={false}>
    <ArticleForm />
  </Edit>
);

export default { list: ArticleList, create: ArticleCreate, edit: ArticleEdit, icon: ArticleIcon, recordRepresentation: 'titre' };
