import { ARTICLE_STATE_LABELS, ARTICLE_STATES } from '@cep/domain';

export const statutChoices = ARTICLE_STATES.map((id) => ({ id, name: ARTICLE_STATE_LABELS[id] }));
