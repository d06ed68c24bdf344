import 'server-only';
import type { PlaceItem } from '@cep/domain';
import { placesRoutes } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s'’-]+/g, ' ')
    .trim();

/** The commune a typed name means: the one of that name (« bordeaux », « Pauillac (33250) »), or the only one found. */
async function communeNamed(typed: string): Promise<PlaceItem | null> {
  const answer = await read(placesRoutes.cities, { params: { query: typed } }).catch(() => null);
  const items = answer?.data.items ?? [];
  const wanted = plain(typed);
  const named = items.find((item) => plain(item.valueitem) === wanted || plain(item.value) === wanted);
  if (named) return named;
  return items.length > 0 && items.every((item) => item.id === items[0]!.id) ? items[0]! : null;
}

type AroundInput = { autour?: string; autourLibelle?: string };

/**
 * « Autour de (commune) » typed without picking from the list sends a name and no commune: the search reads the
 * name as the commune it means, or says it found none (`unknownCommune`) instead of silently searching everywhere.
 */
export async function withTypedCommune<T extends AroundInput>(input: T): Promise<{ input: T; unknownCommune?: string }> {
  // A commune's name is short (the longest French one has 45 letters): more is not a name to look up or repeat.
  const typed = input.autourLibelle?.trim().slice(0, 100);
  if (input.autour || !typed) return { input };
  const commune = await communeNamed(typed);
  if (commune) return { input: { ...input, autour: commune.id, autourLibelle: commune.value } };
  return { input: { ...input, autourLibelle: undefined }, unknownCommune: typed };
}
