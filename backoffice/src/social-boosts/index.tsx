import EventIcon from '@mui/icons-material/Event';
import { Datagrid, DateField, DateInput, List, ReferenceField, TextField } from 'react-admin';

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris' }).format(new Date());
const filters = [<DateInput key="depuis" source="depuis" alwaysOn />];

/** « Boosts réseaux sociaux »: the publication calendar, one offer per weekday, from today on by default. */
function SocialBoostList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ depuis: today() }}
      sort={{ field: 'datePublie', order: 'ASC' }}
      perPage={50}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="datePublie" locales="fr-FR" options={{ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }} />
        <TextField source="offre" sortable={false} />
        <ReferenceField source="compte" reference="accounts" link="show" sortable={false} />
        <TextField source="reservePar" sortable={false} />
        <DateField source="createdAt" showTime locales="fr-FR" />
      </Datagrid>
    </List>
  );
}

export default { list: SocialBoostList, icon: EventIcon };
