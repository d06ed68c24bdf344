import { ORDER_STATE_LABELS, orderMachine, PURCHASE_TYPE_LABELS, PURCHASE_TYPES } from '@cep/domain';

export const stateChoices = orderMachine.states.map((state) => ({ id: state, name: ORDER_STATE_LABELS[state] }));
export const typeChoices = PURCHASE_TYPES.map((type) => ({ id: type, name: PURCHASE_TYPE_LABELS[type] }));
export const paymentChoices = [
  { id: 'carte', name: 'cep.orders.card' },
  { id: 'virement', name: 'cep.orders.transfer' },
];
