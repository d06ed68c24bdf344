import { BooleanField, Datagrid, DateField, List, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';

const profils = [
  { id: 'recruteur', name: 'cep.contact.recruteur' },
  { id: 'candidat', name: 'cep.contact.candidat' },
  { id: 'ecole', name: 'cep.contact.ecole' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="profil" source="profil" choices={profils} translateChoice alwaysOn />,
];

/** Messages from the contact page, as the team received them by e-mail (« envoyé »: the e-mail left). */
export function ContactMessageList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <DateField source="createdAt" showTime locales="fr-FR" />
        <SelectField source="profil" choices={profils} translateChoice sortable={false} />
        <TextField source="nom" sortable={false} />
        <TextField source="email" sortable={false} />
        <TextField source="tel" sortable={false} />
        <TextField source="message" sortable={false} />
        <BooleanField source="envoye" sortable={false} />
        <TextField source="campagne" sortable={false} />
      </Datagrid>
    </List>
  );
}
