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

/** Schools only: their subscription's last day is set on the edit page. */
function SubscriptionButton() {
  const record = useRecordContext();
  return record?.type === 'ecole' ? <EditButton label="cep.accounts.editSubscription" /> : null;
}

/** One account: its balance of every kind and its ledger, newest first. */
export function AccountShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <GrantButton />
          <SubscriptionButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="nom" />
        <SelectField source="type" choices={typeChoices} translateChoice />
        <BooleanField source="creditsIllimites" />
        <DateField source="abonnementFin" locales="fr-FR" emptyText="—" />
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
