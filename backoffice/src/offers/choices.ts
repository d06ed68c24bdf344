import { contracts, offerStates } from '@cep/domain';

export const stateChoices = offerStates.map((s) => ({ id: s.key, name: s.label }));
export const contractChoices = contracts.map((c) => ({ id: c.id, name: c.label }));
export const changeChoices = [{ id: 'en_attente', name: 'cep.change.filter' }];
