const time = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });
const hour = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'short', timeZone: 'Europe/Paris' });
const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Paris' });

/** A message's time: « 14:05 » today, « 21/11/2026 » in the list, « 21/11/2026 14:05 » under a message. */
export function messageTime(iso: string, style: 'list' | 'message'): string {
  const date = new Date(iso);
  if (style === 'message') return time.format(date);
  return day.format(date) === day.format(new Date()) ? hour.format(date) : day.format(date);
}
