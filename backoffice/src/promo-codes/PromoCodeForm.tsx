import { parseForm, promoCodeSchema } from '@cep/domain';
import { BooleanInput, CheckboxGroupInput, DateTimeInput, NumberInput, SimpleForm, TextInput } from 'react-admin';
import { typeChoices } from '../orders/choices';

const validate = (values: Record<string, unknown>) => {
  const parsed = parseForm(promoCodeSchema, values);
  return parsed.ok ? {} : parsed.errors;
};

/** One form for creating and editing a code, checked by the same schema as the cms; the code is fixed once made. */
export function PromoCodeForm({ creating }: { creating: boolean }) {
  return (
    <SimpleForm validate={validate}>
      <TextInput source="code" disabled={!creating} helperText="cep.promo.codeHelp" />
      <TextInput source="libelle" fullWidth />
      <NumberInput source="pourcentage" min={1} max={100} step={1} />
      <DateTimeInput source="debut" />
      <DateTimeInput source="fin" />
      <NumberInput source="utilisationsMax" min={1} step={1} helperText="cep.promo.unlimitedHelp" />
      <BooleanInput source="unParCompte" defaultValue />
      <CheckboxGroupInput source="cibles" choices={typeChoices} defaultValue={['pack', 'pack-cv', 'offre']} />
      <BooleanInput source="actif" defaultValue />
    </SimpleForm>
  );
}
