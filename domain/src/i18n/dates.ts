/** Calendar days (`2027-09-08`, no time) in a language other than French, whose « 1er » and elisions ./fr.ts handles. */
export function calendarDay(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

/** Two calendar days as the language writes a span, month and year said once when shared: « 8–16 de septiembre de 2027 ». */
export function calendarRange(locale: string, from: string, to: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).formatRange(
    new Date(`${from}T00:00:00Z`),
    new Date(`${to}T00:00:00Z`),
  );
}

/** A day and an hour (`07:30`) of a start, as the language writes them: « martes, 8 de septiembre de 2027, 7:30 ». */
export function startMomentIn(locale: string, day: string, hour: string): string {
  const [h = '0', m = '0'] = hour.split(':');
  const moment = new Date(`${day}T00:00:00Z`);
  moment.setUTCHours(Number(h), Number(m));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(moment);
}
