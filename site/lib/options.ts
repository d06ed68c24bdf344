import { contracts, type Choice } from '@cep/domain';

/** A referential (domains, levels…) as select or checkbox options: the id as the value. */
export const choiceOptions = (choices: readonly Choice[]) => choices.map((c) => ({ value: String(c.id), label: c.label }));

/** Contracts by id, as forms send them. */
export const CONTRACT_OPTIONS = contracts.map((c) => ({ value: String(c.id), label: c.label }));
