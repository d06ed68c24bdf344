import { DateField, NumberField, SelectField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { channelChoices, stateChoices } from './choices';
import { ResendButton } from './ResendButton';

const actions = (
  <TopToolbar>
    <ResendButton />
  </TopToolbar>
);

export function EmailShow() {
  return (
    <Show actions={actions}>
      <SimpleShowLayout>
        <DateField source="date" showTime locales="fr-FR" />
        <SelectField source="etat" choices={stateChoices} />
        <NumberField source="tentatives" />
        <DateField source="envoyeLe" showTime locales="fr-FR" emptyText="—" />
        <DateField source="prochainEssai" showTime locales="fr-FR" emptyText="—" />
        <TextField source="derniereErreur" emptyText="—" />
        <SelectField source="canal" choices={channelChoices} />
        <TextField source="to" />
        <TextField source="subject" />
        <TextField source="text" sx={{ whiteSpace: 'pre-wrap' }} />
      </SimpleShowLayout>
    </Show>
  );
}
