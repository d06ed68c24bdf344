import { EMAIL_STATE_LABELS, EMAIL_STATES } from '@cep/domain';

export const stateChoices = EMAIL_STATES.map((state) => ({ id: state, name: EMAIL_STATE_LABELS[state] }));
