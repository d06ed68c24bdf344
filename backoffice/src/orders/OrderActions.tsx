import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import CheckIcon from '@mui/icons-material/Check';
import BlockIcon from '@mui/icons-material/Block';
import UndoIcon from '@mui/icons-material/Undo';
import { messages, type OrderAction } from '@cep/domain';

type OrderRecord = { id: string; reference: string; etat: string; modePaiement: string };

/** The dictionary keys of each action's confirmation and outcome. */
const CONFIRM = { payer: 'confirmPaid', annuler: 'confirmCancel', rembourser: 'confirmRefund' } as const;
const DONE = { payer: 'paid', annuler: 'cancelled', rembourser: 'refunded' } as const;

/**
 * A transfer received is marked paid here (the cms runs the same fulfilment as a card payment: invoice,
 * credits, publication); an order still waiting can be cancelled; a paid one refunded (Stripe gives a card
 * payment back, a credit note cancels the invoice). Each asks for confirmation first: none can be undone.
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
  const canRefund = record.etat === 'payee';
  if (!canPay && !canCancel && !canRefund) return null;

  const run = (action: OrderAction['action']) =>
    update(
      'orders',
      { id: record.id, data: { action }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`cep.orders.${DONE[action]}`, {
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
      {canRefund && (
        <Button label="cep.orders.refund" onClick={() => setAsked('rembourser')} disabled={isPending}>
          <UndoIcon />
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
        title={translate(`cep.orders.${CONFIRM[asked ?? 'payer']}Title`, { reference: record.reference })}
        content={`cep.orders.${CONFIRM[asked ?? 'payer']}`}
        onConfirm={() => asked && run(asked)}
        onClose={() => setAsked(null)}
      />
    </>
  );
}
