import type { Core } from '@strapi/strapi';
import { siteUrl } from '../../../email/site-url';
import type { StoredFile } from '../../../private-files/private-file';
import { queueEmail } from '../../email';
import { textsIn } from '../../../email/candidate';
import { emails } from '../../../email/templates';
import { UIDS } from '../../../uids';

/** The addresses of an account's recruiters: each is told of new applications and chase-ups. */
export async function teamEmails(strapi: Core.Strapi, accountId: number): Promise<string[]> {
  const rows = await strapi
    .documents(UIDS.membership)
    .findMany({ filters: { account: { id: accountId } }, populate: { user: { fields: ['email'] } } });
  return [...new Set(rows.flatMap((row) => (row.user?.email ? [row.user.email] : [])))];
}

const listUrl = (offerId: string | undefined) => siteUrl(offerId ? `/recrutement/offre/candidature/${offerId}` : '/recrutement/offres');

async function loaded(strapi: Core.Strapi, documentId: string) {
  return strapi.documents(UIDS.application).findOne({
    documentId,
    populate: {
      offer: { fields: ['documentId', 'offreModeReception', 'offreMail'] },
      account: { fields: ['id'] },
      candidate: { fields: ['id'], populate: { user: { fields: ['langue'] } } },
    },
  });
}

const fullName = (row: { candidatPrenom?: string | null; candidatNom?: string | null }) =>
  [row.candidatPrenom, row.candidatNom].filter(Boolean).join(' ') || 'Un candidat';

/**
 * A new application: the recruiter's team is told, the offer's application address (reception by e-mail)
 * receives the application with its documents, and the candidate an acknowledgement.
 */
export async function notifyNewApplication(strapi: Core.Strapi, documentId: string, attachments: StoredFile[]): Promise<void> {
  const row = await loaded(strapi, documentId);
  if (!row) return;
  const offerTitle = row.offreTitre ?? '';
  const url = listUrl(row.offer?.documentId);
  const team = row.account ? await teamEmails(strapi, Number(row.account.id)) : [];
  for (const to of team) await queueEmail(strapi, to, emails.newApplication(offerTitle, fullName(row), url));
  const receiving = row.offer?.offreModeReception !== 'url' ? row.offer?.offreMail : null;
  if (receiving && !team.includes(receiving)) {
    const candidate = { nom: fullName(row), email: row.candidatEmail ?? '', telephone: row.telephone ?? '' };
    await queueEmail(strapi, receiving, emails.applicationCopy(offerTitle, candidate, row.message ?? '', url), {
      attachments,
    });
  }
  if (row.candidatEmail)
    await queueEmail(
      strapi,
      row.candidatEmail,
      textsIn(row.candidate?.user?.langue).emails.applicationReceived(
        row.candidatPrenom ?? '',
        offerTitle,
        row.entreprise ?? '',
        siteUrl('/candidat/candidatures'),
      ),
    );
}

/** The candidate learns of a decision (status 1 or 2), in their language, as the confirmation popup told the recruiter. */
export async function notifyStatus(
  strapi: Core.Strapi,
  row: {
    documentId: string;
    candidatEmail?: string | null;
    candidatPrenom?: string | null;
    offreTitre?: string | null;
    entreprise?: string | null;
  },
  statut: 1 | 2,
) {
  if (!row.candidatEmail) return;
  const { emails: theirs } = textsIn((await loaded(strapi, row.documentId))?.candidate?.user?.langue);
  const template = statut === 1 ? theirs.applicationPreselected : theirs.applicationNotRetained;
  const url = siteUrl(statut === 1 ? '/candidat/candidatures' : '/offres');
  await queueEmail(strapi, row.candidatEmail, template(row.candidatPrenom ?? '', row.offreTitre ?? '', row.entreprise ?? '', url));
}

/** A chase-up reaches every recruiter of the account. */
export async function notifyChaseUp(strapi: Core.Strapi, documentId: string): Promise<void> {
  const row = await loaded(strapi, documentId);
  if (!row?.account) return;
  for (const to of await teamEmails(strapi, Number(row.account.id)))
    await queueEmail(strapi, to, emails.applicationChaseUp(row.offreTitre ?? '', fullName(row), listUrl(row.offer?.documentId)));
}
