import { DateField, FunctionField, Show, SimpleShowLayout, TextField } from 'react-admin';
import type { OutboxEmail } from './types';

export function EmailShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <DateField source="date" showTime locales="fr-FR" />
        <TextField source="from" />
        <FunctionField<OutboxEmail> source="to" render={(record) => record.to.join(', ')} />
        <TextField source="subject" />
        <TextField source="text" sx={{ whiteSpace: 'pre-wrap' }} />
      </SimpleShowLayout>
    </Show>
  );
}
