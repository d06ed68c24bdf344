import { formatLongDate } from '@cep/domain/format';

/** « 12 mars 2027 », in Paris time, for cards and article pages. */
export function cardDateOf(iso: string): string {
  return iso ? formatLongDate(iso) : '';
}
