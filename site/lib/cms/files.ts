import 'server-only';
import { candidateRoutes, fillPath, personalDataRoutes } from '@cep/domain/contracts';

const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:1337';

/**
 * The site's paths of private files and the cms routes behind them: `/fichiers/photo`, `/fichiers/cv` and `/fichiers/donnees`
 * (the zip of their personal data) are the candidate's own; `/fichiers/candidature/{id}/{cv|lettre|photo}` belong to an application (its candidate and the
 * recruiters of the offer's account); `/fichiers/facture/{numero}` is an invoice of the caller's account;
 * `/fichiers/cvtheque/{id}/{photo|fichier}` a CV the caller's account bought; `/fichiers/candidature-spontanee/{id}/cv` the CV
 * of an unsolicited application to the caller's account; `/fichiers/job-dating/{id}/{reservation|calendrier}.ics` a job-dating
 * day's calendar (the candidate's slot, the organiser's day); `/fichiers/messagerie/{side}/{token}/{id}`
 * a message's attachment. Anything else is not a file.
 */
const ROUTES: Array<[RegExp, (match: RegExpMatchArray) => string]> = [
  [/^photo$/, () => fillPath(candidateRoutes.downloadFile.path, { file: 'photo' })],
  [/^cv$/, () => fillPath(candidateRoutes.downloadFile.path, { file: 'fichier' })],
  [/^donnees$/, () => personalDataRoutes.exportData.path],
  [/^candidature\/([A-Za-z0-9]{1,64})\/(cv|lettre|photo)$/, (m) => `/candidatures/${m[1]}/${m[2]}`],
  // An invoice or credit note of the caller's account (« 2026-000042 », « AV-2026-000003 »).
  [/^facture\/((?:AV-)?\d{4}-\d{6})$/, (m) => `/recrutement/facture/${m[1]}`],
  // A CV the caller's account bought in the CV library: its photo or file.
  [/^cvtheque\/([A-Za-z0-9]{1,64})\/(photo|fichier)$/, (m) => `/recrutement/cvtheque/${m[1]}/${m[2]}`],
  // The CV sent with an unsolicited application, for the account's recruiters.
  [/^candidature-spontanee\/([A-Za-z0-9]{1,64})\/cv$/, (m) => `/recrutement/candidatures-spontanees/${m[1]}/cv`],
  // A job-dating day's calendar file: the candidate's slot, or the whole day for its organiser.
  [
    /^job-dating\/([A-Za-z0-9]{1,64})\/(reservation|calendrier)\.ics$/,
    (m) => (m[2] === 'reservation' ? `/job-dating/${m[1]}/reservation.ics` : `/compte/job-dating/${m[1]}/calendrier.ics`),
  ],
  // A message's attachment, for the conversation's two parties.
  [/^messagerie\/(recrutement|candidat)\/([A-Za-z0-9_-]{32})\/([A-Za-z0-9]{1,64})$/, (m) => `/${m[1]}/messagerie/${m[2]}/pj/${m[3]}`],
];

export function privateFileRoute(path: string): string | null {
  for (const [pattern, route] of ROUTES) {
    const match = path.match(pattern);
    if (match) return route(match);
  }
  return null;
}

/** Fetches a private file for the caller; the cms checks who asks and answers 403/404 to anyone else. */
export function fetchPrivateFile(route: string, jwt: string): Promise<Response> {
  return fetch(new URL(`/api${route}`, CMS_URL), { cache: 'no-store', headers: { Authorization: `Bearer ${jwt}` } });
}
