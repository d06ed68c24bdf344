import { Box } from '@mui/material';
import { DateField, SelectField, Show, SimpleShowLayout, TextField, TopToolbar, usePermissions } from 'react-admin';
import { stateChoices } from './choices';
import { RecordModeration } from './moderation';
import { OfferPreview } from './OfferPreview';
import { PendingChange } from './PendingChange';

function Actions() {
  const { permissions } = usePermissions<string>();
  return <TopToolbar>{permissions === 'moderateur' && <RecordModeration />}</TopToolbar>;
}

/** Who submitted the offer and where it stands, then the offer as candidates will see it; moderators decide here, editors only read. */
export function OfferShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <SelectField source="etat" choices={stateChoices} />
        <TextField source="societe" />
        <TextField source="recruteur" />
        <DateField source="soumiseLe" locales="fr-FR" showTime emptyText="—" />
        <TextField source="moderePar" emptyText="—" />
        <DateField source="modereLe" locales="fr-FR" showTime emptyText="—" />
        <TextField source="motifRefus" emptyText="—" />
      </SimpleShowLayout>
      <Box sx={{ px: 2, pb: 2 }}>
        <PendingChange />
        <OfferPreview />
      </Box>
    </Show>
  );
}
