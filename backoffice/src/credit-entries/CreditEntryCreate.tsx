import { creditGrantSchema, MAX_CREDIT_GRANT, parseForm } from '@cep/domain';
import { Create, NumberInput, ReferenceInput, SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { kindChoices } from './choices';

const validate = (values: Record<string, unknown>) => {
  const parsed = parseForm(creditGrantSchema, values);
  return parsed.ok ? {} : parsed.errors;
};

/** « Créditer un compte »: a staff gift of credits, with the reason kept in the ledger (checked by the same schema as the cms). */
export function CreditEntryCreate() {
  const translate = useTranslate();
  return (
    <Create redirect="list" title="cep.credits.grantTitle">
      <SimpleForm validate={validate}>
        <Typography variant="body2">{translate('cep.credits.grantLead')}</Typography>
        <ReferenceInput source="compte" reference="accounts" />
        <SelectInput source="type" choices={kindChoices} defaultValue="offre" />
        <NumberInput source="quantite" min={1} max={MAX_CREDIT_GRANT} step={1} defaultValue={1} />
        <TextInput source="commentaire" multiline fullWidth />
      </SimpleForm>
    </Create>
  );
}
