'use server';

import type { SelectionToggleAnswer } from '@cep/domain';
import { toggleSelection } from '@/lib/cms';
import { readTokens } from '@/lib/session/cookies';

/** The shortlist toggle: open to visitors too, whom the cms answers noconnect (spec 02 §7). */
export async function toggleSelectionAction(id: string): Promise<SelectionToggleAnswer | null> {
  const tokens = await readTokens();
  return toggleSelection(id, tokens?.jwt ?? null);
}
