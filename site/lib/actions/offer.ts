'use server';

import type { SelectionToggleAnswer } from '@cep/domain';
import { offerRoutes } from '@cep/domain/contracts';
import { call } from '@/lib/cms/call';
import { readTokens } from '@/lib/session/cookies';

/** The shortlist toggle: open to visitors too, whom the cms answers noconnect (spec 02 §7); a refusal is `null`. */
export async function toggleSelectionAction(id: string): Promise<SelectionToggleAnswer | null> {
  const tokens = await readTokens();
  const answered = await call(offerRoutes.toggleSelection, { params: { id: String(id) }, jwt: tokens?.jwt });
  return answered.ok ? answered.answer : null;
}
