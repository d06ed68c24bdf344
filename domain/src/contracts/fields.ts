import { z } from '../zod';
import { APPLICATION_STATUS } from '../constants';

/** A record's id in a path: the cms's document ids are letters and digits. Anything else is not found (404). */
export const documentId = z.string().regex(/^[A-Za-z0-9]{1,64}$/);

/** A query's free text: one value, bounded. */
export const queryText = (max = 200) => z.string().max(max).optional();

/** A page number as the lists take it (`?page=2`); the list reads it and bounds it (a word is the first page). */
export const queryPage = z.string().max(12).optional();

/** A path's application status (`/changestatus/{id}/{status}`): 0, 1 or 2, else not found. */
export const applicationStatusParam = z.coerce
  .number()
  .pipe(z.literal([APPLICATION_STATUS.nouveau, APPLICATION_STATUS.preselectionne, APPLICATION_STATUS.nonRetenu]));
