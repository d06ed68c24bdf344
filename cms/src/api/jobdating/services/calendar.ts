/**
 * Calendar files (RFC 5545) for recruitment days: one event per slot, in UTC (the slots are Paris hours, turned into
 * UTC with Paris's offset on that day, so no time-zone block is needed and every calendar reads them alike).
 */

export interface CalendarEvent {
  uid: string;
  date: string;
  debut: string;
  fin: string;
  summary: string;
  location: string;
  description: string;
}

/** Paris's offset from UTC on a day at an hour, in minutes (60 in winter, 120 in summer). */
function parisOffsetMinutes(date: string, hour: string): number {
  const guess = new Date(`${date}T${hour}:00Z`);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(guess);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asParis = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asParis - guess.getTime()) / 60_000);
}

/** A Paris day and hour as an iCalendar UTC time, « 20270912T053000Z ». */
export function icsUtc(date: string, hour: string): string {
  const utc = new Date(Date.parse(`${date}T${hour}:00Z`) - parisOffsetMinutes(date, hour) * 60_000);
  return utc
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Text values escaped as RFC 5545 asks (backslash, semicolon, comma, new lines). */
const escape = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded (a space opens each continuation). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const out: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char, 'utf8') > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
    }
    current += char;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function calendarFile(events: CalendarEvent[], now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Cep//Job-dating vendanges//FR', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const event of events)
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsUtc(event.date, event.debut)}`,
      `DTEND:${icsUtc(event.date, event.fin)}`,
      `SUMMARY:${escape(event.summary)}`,
      `LOCATION:${escape(event.location)}`,
      `DESCRIPTION:${escape(event.description)}`,
      'END:VEVENT',
    );
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
