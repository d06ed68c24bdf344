import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import SendIcon from '@mui/icons-material/Send';
import { messages } from '@cep/domain';
import type { QueuedEmail } from './types';

/** An e-mail given up after its 24 hours of retries goes back to the queue, once the moderator confirms. */
export function ResendButton() {
  const record = useRecordContext<QueuedEmail>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [asked, setAsked] = useState(false);
  if (record?.etat !== 'echec') return null;

  const resend = () =>
    update(
      'emails',
      { id: record.id, data: { action: 'renvoyer' }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('cep.emails.resent', { type: 'info', messageArgs: { to: record.to } });
          refresh();
        },
        onError: (error) => notify(error instanceof Error ? error.message : messages.renvoiImpossible, { type: 'error' }),
        onSettled: () => setAsked(false),
      },
    );

  return (
    <>
      <Button label="cep.emails.resend" onClick={() => setAsked(true)} disabled={isPending}>
        <SendIcon />
      </Button>
      <Confirm
        isOpen={asked}
        loading={isPending}
        title={translate('cep.emails.confirmResendTitle', { to: record.to })}
        content="cep.emails.confirmResend"
        onConfirm={resend}
        onClose={() => setAsked(false)}
      />
    </>
  );
}
