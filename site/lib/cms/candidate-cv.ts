import 'server-only';
import type { CandidateCv, CvFileInfo, PlaceItem } from '@cep/domain';
import { candidateRoutes, placesRoutes } from '@cep/domain/contracts';
import { read } from './call';

export type CvEntryKind = 'experience' | 'diplome';
export type CvFileKind = 'photo' | 'fichier';

/** The page's view: the cms's answer with the zones' labels, and no file when none is stored. */
export interface CandidateCvView extends Omit<CandidateCv, 'code' | 'photo' | 'fichier'> {
  zones: Array<Pick<PlaceItem, 'id' | 'value'>>;
  photo: boolean;
  fichier: CvFileInfo | null;
}

/** What `/json/localisation/{list}` resolves in one call. */
const LABELS_PER_CALL = 50;

/** The labels of stored zone ids ('dep33' → 'Gironde (33)'), from the cms's place lists; unknown ids keep their id. */
async function zoneLabels(ids: string[]): Promise<CandidateCvView['zones']> {
  const found = new Map<string, string>();
  for (let i = 0; i < ids.length; i += LABELS_PER_CALL) {
    const list = ids.slice(i, i + LABELS_PER_CALL).join(',');
    const answer = await read(placesRoutes.resolve, { params: { list } }).catch(() => null);
    for (const item of answer?.data.items ?? []) found.set(item.id, item.value);
  }
  return ids.map((id) => ({ id, value: found.get(id) ?? id }));
}

/** « Mon CV »: the candidate's CV (GET /candidat/cv) with its zones' labels; null when the cms does not find it. */
export async function getCandidateCv(jwt: string): Promise<CandidateCvView | null> {
  const answer = await read(candidateRoutes.cv, { jwt });
  if (!answer) return null;
  const { code: _code, photo, fichier, ...cv } = answer;
  return {
    ...cv,
    zones: await zoneLabels(cv.cv.cvZonegeo),
    photo: photo === true,
    // A stored file has a name: anything else is no file.
    fichier: fichier?.nom ? { nom: fichier.nom, taille: fichier.taille } : null,
  };
}
