import { CREDIT_KIND_LABELS, CREDIT_KINDS, LEDGER_REASONS } from '@cep/domain';

export const kindChoices = CREDIT_KINDS.map((kind) => ({ id: kind, name: CREDIT_KIND_LABELS[kind] }));
export const reasonChoices = LEDGER_REASONS.map((reason) => ({ id: reason, name: `cep.credits.reasons.${reason}` }));
