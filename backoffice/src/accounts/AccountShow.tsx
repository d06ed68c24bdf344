import { CREDIT_KIND_LABELS, CREDIT_KINDS } from '@cep/domain';
import {
  BooleanField,
  CreateButton,
  Datagrid,
  DateField,
  EditButton,
  NumberField,
  Pagination,
  ReferenceManyField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { kindChoices, reasonChoices } from '../credit-entries/choices';
import { typeChoices } from './choices';

/** « Créditer ce compte » opens the grant form with the account already chosen. */
function GrantButton() {
  const record = useRecordContext();
  return record ? <CreateButton resource="credit-entries" label="cep.credits.grant" state={{ record: { compte: record.id } }} /> : null;
}

/** A school's subscription, a company's exemptions: each set on the edit page. */
function EditAccountButton() {
  const record = useRecordContext();
  if (!record) return null;
  return <EditButton label={record.type === 'ecole' ? 'cep.accounts.editSubscription' : 'cep.accounts.editExemptions'} />;
}

/** A company's exemptions from the offer's city and pay, with why, who and when. */
function Exemptions() {
  const record = useRecordContext();
  if (record?.type !== 'entreprise') return null;
  return (
    <SimpleShowLayout sx={{ p: 0 }}>
      <BooleanField source="villeFacultative" />
      <BooleanField source="remunerationFacultative" />
      <TextField source="exemptionMotif" emptyText="—" />
      <TextField source="exemptionPar" emptyText="—" />
      <DateField source="exemptionLe" showTime locales="fr-FR" emptyText="—" />
    </SimpleShowLayout>
  );
}

/** One account: its balance of every kind and its ledger, newest first. */
export function AccountShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <GrantButton />
          <EditAccountButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="nom" />
        <SelectField source="type" choices={typeChoices} translateChoice />
        <BooleanField source="creditsIllimites" />
        <DateField source="abonnementFin" locales="fr-FR" emptyText="—" />
        <Exemptions />
        {CREDIT_KINDS.map((kind) => (
          <NumberField key={kind} source={`soldes.${kind}`} label={CREDIT_KIND_LABELS[kind]} />
        ))}
        <ReferenceManyField
          label="cep.credits.history"
          reference="credit-entries"
          target="compte"
          sort={{ field: 'createdAt', order: 'DESC' }}
          pagination={<Pagination />}
        >
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <DateField source="createdAt" showTime locales="fr-FR" />
            <SelectField source="type" choices={kindChoices} />
            <NumberField source="quantite" />
            <NumberField source="soldeApres" sortable={false} />
            <SelectField source="motif" choices={reasonChoices} translateChoice sortable={false} />
            <TextField source="commentaire" sortable={false} />
            <TextField source="auteur" sortable={false} />
            <TextField source="offre" sortable={false} />
          </Datagrid>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}
