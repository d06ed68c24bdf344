import { hasText } from './schemas/fields';
import { formatCalendarDay } from './format';

/** The two kinds of public organisation page: a company (or subsidiary) and a school. */
export type PageKind = 'entreprise' | 'ecole';

/**
 * What a page needs before going online (decided, docs/decisions.md): people who land on it must learn who
 * the organisation is. A company: its presentation, size and sector; a school: its presentation and town.
 * The toggle answers these names as `champ_obligatoire`; the form shows « Ce champ est obligatoire. » under each.
 */
export const ONLINE_REQUIREMENTS = {
  entreprise: ['description', 'nombreSalaries', 'secteurActivite'],
  ecole: ['description', 'adresseVille', 'adresseCp'],
} as const satisfies Record<PageKind, readonly string[]>;

export function pageMissing(kind: PageKind, values: Record<string, unknown>): string[] {
  return ONLINE_REQUIREMENTS[kind].filter((field) => {
    const value = values[field];
    if (field === 'description') return !hasText(typeof value === 'string' ? value : undefined);
    return value === undefined || value === null || String(value).trim() === '';
  });
}

export interface VideoEmbed {
  provider: 'youtube' | 'vimeo';
  /** The player's address without tracking: youtube-nocookie, Vimeo with `dnt=1`. */
  src: string;
}

const YOUTUBE = [
  /^https:\/\/(?:www\.|m\.)?youtube\.com\/watch\?(?:.*&)?v=([\w-]{11})(?:[&#].*)?$/,
  /^https:\/\/(?:www\.)?youtube\.com\/(?:embed|shorts|live)\/([\w-]{11})(?:[?#].*)?$/,
  /^https:\/\/youtu\.be\/([\w-]{11})(?:[?#].*)?$/,
];
const VIMEO = /^https:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d{6,12})(?:[/?#].*)?$/;

/** A YouTube or Vimeo link (spec 01 §3 `urlVideo`) as its privacy-friendly player, or null for anything else. */
export function videoEmbed(url: string): VideoEmbed | null {
  for (const pattern of YOUTUBE) {
    const id = url.match(pattern)?.[1];
    if (id) return { provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1` };
  }
  const vimeo = url.match(VIMEO)?.[1];
  return vimeo ? { provider: 'vimeo', src: `https://player.vimeo.com/video/${vimeo}?dnt=1&autoplay=1` } : null;
}

/** An event's date as its card shows it (spec 01 §3 `dateDebutCard`): « 12 mars 2027 ». */
export function cardDate(iso: string): string {
  return formatCalendarDay(iso);
}
