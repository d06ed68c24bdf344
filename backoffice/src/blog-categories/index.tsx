import CategoryIcon from '@mui/icons-material/Category';
import { blogCategorySchema, parseForm } from '@cep/domain';
import { Create, Datagrid, DateField, Edit, List, SearchInput, SimpleForm, TextField, TextInput } from 'react-admin';

const validate = (values: Record<string, unknown>) => {
  const parsed = parseForm(blogCategorySchema, values);
  return parsed.ok ? {} : parsed.errors;
};

function CategoryForm() {
  return (
    <SimpleForm validate={validate}>
      <TextInput source="nom" helperText="cep.blog.slugHelp" />
      <TextInput source="description" multiline fullWidth />
    </SimpleForm>
  );
}

/** « Catégories » of the blog; the address part is made once from the first name (links keep working). */
function CategoryList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'nom', order: 'ASC' }} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="nom" />
        <TextField source="slug" sortable={false} />
        <TextField source="description" sortable={false} />
        <DateField source="createdAt" locales="fr-FR" />
      </Datagrid>
    </List>
  );
}

const CategoryCreate = () => (
  <Create redirect="list">
    <CategoryForm />
  </Create>
);

const CategoryEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <CategoryForm />
  </Edit>
);

export default { list: CategoryList, create: CategoryCreate, edit: CategoryEdit, icon: CategoryIcon, recordRepresentation: 'nom' };
