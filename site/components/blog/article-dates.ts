/** « 12 mars 2027 », in Paris time, for cards and article pages. */
export function cardDateOf(iso: string): string {
  return iso
    ? new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(new Date(iso))
    : '';
}
