import type { RefusalBody } from '@cep/domain/contracts';
import { Refusal } from '../../../contracts/refusal';

/**
 * A refusal with the spec's flags that `RefusalBody` does not name (`error_mail_login` on a taken address,
 * `isErrorCodepostal` and `msgErrorCodePostal` on a subsidiary's postal code), written as they are.
 */
export function refusalWith(body: RefusalBody & Record<string, unknown>): Refusal {
  return new Refusal(body);
}
