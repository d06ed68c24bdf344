import { z } from '../zod';
import { CREDIT_KINDS } from '../constants';
import { MAX_CREDIT_GRANT } from '../ledger';
import { messages } from '../messages';
import { requiredText } from './fields';

/** A staff grant of credits from the backoffice: to one account, of one kind, with the reason kept in the ledger. */
export const creditGrantSchema = z.object({
  compte: requiredText(64),
  type: z.enum(CREDIT_KINDS, { error: messages.champObligatoire }),
  quantite: z.coerce
    .number({ error: messages.quantiteCredits })
    .int({ error: messages.quantiteCredits })
    .min(1, { error: messages.quantiteCredits })
    .max(MAX_CREDIT_GRANT, { error: messages.quantiteCredits }),
  /** Why staff give these credits: kept in the ledger entry's `commentaire`. */
  commentaire: requiredText(500, messages.motifCreditRequis),
});
