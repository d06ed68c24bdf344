import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { parseForm, testimonialSchema } from '@cep/domain';
import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';

const validate = (values: Record<string, unknown>) => {
  const parsed = parseForm(testimonialSchema, values);
  return parsed.ok ? {} : parsed.errors;
};

function TestimonialForm() {
  return (
    <SimpleForm validate={validate}>
      <TextInput source="nom" />
      <TextInput source="fonction" fullWidth />
      <TextInput source="texte" multiline fullWidth slotProps={{ htmlInput: { maxLength: 400 } }} />
      <NumberInput source="ordre" min={0} max={999} step={1} defaultValue={0} helperText="cep.blog.orderHelp" />
      <BooleanInput source="actif" defaultValue />
    </SimpleForm>
  );
}

/** « Témoignages » of the home page's slider, shown in their order; an inactive one is kept but not shown. */
function TestimonialList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'ordre', order: 'ASC' }} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="ordre" />
        <TextField source="nom" />
        <TextField source="fonction" sortable={false} />
        <TextField source="texte" sortable={false} />
        <BooleanField source="actif" sortable={false} />
      </Datagrid>
    </List>
  );
}

const TestimonialCreate = () => (
  <Create redirect="list">
    <TestimonialForm />
  </Create>
);

const TestimonialEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <TestimonialForm />
  </Edit>
);

export default {
  list: TestimonialList,
  create: TestimonialCreate,
  edit: TestimonialEdit,
  icon: FormatQuoteIcon,
  recordRepresentation: 'nom',
};
