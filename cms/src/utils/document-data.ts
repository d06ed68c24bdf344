import type { Modules, UID } from '@strapi/strapi';

/**
 * Strapi's generated input types leave out null, which is how the Document Service clears a column: the one
 * cast for it, here. The values themselves come from zod-parsed forms or from the services' own mapping.
 */
export const documentData = <TUID extends UID.ContentType>(_uid: TUID, columns: Record<string, unknown>) =>
  columns as Modules.Documents.Params.Data.Input<TUID>;
