import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import CheckIcon from '@mui/icons-material/Check';
import BlockIcon from '@mui/icons-material/Block';
import { messages, type OrderAction } from '@cep/domain';

type OrderRecord = { id: string; reference: string; etat: string; modePaiement: string };

/**
 * A transfer received is marked paid here (the cms runs the same fulfilment as a card payment: invoice,
 * credits, publication); an order still waiting can be cancelled. Both ask for confirmation first: neither
 * can be undone.
 */
export function OrderActions() {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [asked, setAsked] = useState<OrderAction['action'] | null>(null);
  if (!record) return null;
  const canPay = record.modePaiement === 'virement' && (record.etat === 'en_attente' || record.etat === 'expiree');
  const canCancel = record.etat === 'en_attente';
  if (!canPay && !canCancel) return null;

  const run = (action: OrderAction['action']) =>
    update(
      'orders',
      { id: record.id, data: { action }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(action === 'payer' ? 'cep.orders.paid' : 'cep.orders.cancelled', {
            type: 'info',
            messageArgs: { reference: record.reference },
          });
          refresh();
        },
        onError: (error) => notify(error instanceof Error ? error.message : messages.commandeClose, { type: 'error' }),
        onSettled: () => setAsked(null),
      },
    );

  return (
    <>
      {canPay && (
        <Button label="cep.orders.markPaid" onClick={() => setAsked('payer')} disabled={isPending}>
          <CheckIcon />
        </Button>
      )}
      {canCancel && (
        <Button label="cep.orders.cancel" onClick={() => setAsked('annuler')} disabled={isPending}>
          <BlockIcon />
        </Button>
      )}
      <Confirm
        isOpen={asked !== null}
        loading={isPending}
        title={translate(asked === 'payer' ? 'cep.orders.confirmPaidTitle' : 'cep.orders.confirmCancelTitle', {
          reference: record.reference,
        })}
        content={asked === 'payer' ? 'cep.orders.confirmPaid' : 'cep.orders.confirmCancel'}
        onConfirm={() => asked && run(asked)}
        onClose={() => setAsked(null)}
      />
    </>
  );
}
