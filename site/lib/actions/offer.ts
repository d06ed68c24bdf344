'use server';

import { toggleSelection, type SelectionAction } from '@/lib/cms';
import { readTokens } from '@/lib/session/cookies';

/** The shortlist toggle: the cms answers noconnect, connect-recruteur, ajout or supp (spec 02 §7). */
export async function toggleSelectionAction(id: string): Promise<{ action: SelectionAction; message?: string } | null> {
  const tokens = await readTokens();
  return toggleSelection(id, tokens?.jwt ?? null);
}
