import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { companyAccount } from './helpers/accounts';
import { startSmtp } from './helpers/smtp';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole } from './helpers/users';
import { isoWeek } from '@cep/domain';
import { sendWeeklyNewsletter } from '../src/api/newsletter/services/editions';

/**
 * The weekly candidate newsletter (issue #12 item 8): the offers whose newsletter booster waits come first,
 * then the week's new offers; sent once a week across instances, to candidates who opted in, never twice,
 * with a signed one-click unsubscribe.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const http = () => request(strapi.server.httpServer);
const MONDAY = new Date('2026-11-30T08:00:00+01:00');
const NEXT_MONDAY = new Date('2026-12-07T08:00:00+01:00');

let reader: { jwt: string };
let accountId: number;
let companyId: number;

async function offer(title: string, extra: Record<string, unknown>) {
  return strapi.documents('api::offer.offer').create({
    data: {
      offreTitre: title,
      offreContrat: 2,
      offreVille: 'Pauillac',
      etat: 'publiee',
      account: accountId,
      company: companyId,
      datePublication: new Date(MONDAY.getTime() - 2 * 86_400_000).toISOString(),
      dateExpiration: new Date(MONDAY.getTime() + 30 * 86_400_000).toISOString(),
      ...extra,
    },
  });
}

/** A header as sent (mailparser folds List-* headers into one structured value). */
const headerOf = (mail: ParsedMail, key: string) =>
  (mail.headerLines.find((line) => line.key === key)?.line ?? '')
    .replace(/^[^:]+:\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();

const newsletters = async (email: string) => (await smtp.to(email)).filter((mail) => mail.subject === 'Les offres de la semaine sur Cep');

beforeAll(async () => {
  smtp = await startSmtp();
  strapi = await startStrapi({ ...smtp.env, SITE_URL: 'http://cep.test' });
  const account = await companyAccount(strapi, 'Château Lettre');
  accountId = account.id;
  companyId = account.organisation.id;
  reader = await createUserWithRole(strapi, 'candidat', 'lectrice@exemple.fr', { prenom: 'Inès' });
  await createUserWithRole(strapi, 'candidat', 'silence@exemple.fr');
});

afterAll(async () => {
  await strapi.stopTest();
  await smtp.close();
});

it('a candidate ticks the newsletter in the preference centre', async () => {
  const before = await http().get('/api/preference').auth(reader.jwt, { type: 'bearer' }).expect(200);
  expect(before.body.preferences).toEqual([
    expect.objectContaining({ id: 'newsletter-offres', checked: false }),
    // The messaging e-mail (issue #15) is on until the candidate says otherwise.
    expect.objectContaining({ id: 'messagerie-email', checked: true }),
  ]);
  await http().post('/api/preference/webtosmc/newsletter-offres/1').auth(reader.jwt, { type: 'bearer' }).expect(200);
  await http().post('/api/preference/webtosmc/inconnue/1').auth(reader.jwt, { type: 'bearer' }).expect(404);
  await http().post('/api/preference/webtosmc/newsletter-offres/2').auth(reader.jwt, { type: 'bearer' }).expect(404);
  const after = await http().get('/api/preference').auth(reader.jwt, { type: 'bearer' }).expect(200);
  expect(after.body.preferences[0].checked).toBe(true);
});

it('sends the boosted offer « à la une » and the week’s new offers to subscribers only, once, with one-click unsubscribe headers', async () => {
  await offer('Chef de chai', { newsletterDemandeeLe: new Date(MONDAY.getTime() - 86_400_000).toISOString() });
  await offer('Vendangeur', {});
  await offer('Ancienne offre', { datePublication: new Date(MONDAY.getTime() - 20 * 86_400_000).toISOString() });

  expect(await sendWeeklyNewsletter(strapi, MONDAY)).toBe(true);
  const [mail] = await newsletters('lectrice@exemple.fr');
  expect(await newsletters('lectrice@exemple.fr')).toHaveLength(1);
  expect(await newsletters('silence@exemple.fr')).toHaveLength(0);
  const text = mail!.text ?? '';
  expect(text.indexOf('À la une')).toBeLessThan(text.indexOf('Chef de chai'));
  expect(text.indexOf('Chef de chai')).toBeLessThan(text.indexOf('Vendangeur'));
  expect(text).not.toContain('Ancienne offre');
  expect(headerOf(mail!, 'list-unsubscribe')).toMatch(/^<http:\/\/cep\.test\/newsletter\/desinscription\/un-clic\?c=\d+&t=[\w-]+>$/);
  expect(headerOf(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

  // Another instance, or the next hourly tick: the week's lease says done.
  expect(await sendWeeklyNewsletter(strapi, MONDAY)).toBe(false);
  // A run that crashed after sending: the lease is retaken, the deliveries say who already has it.
  await strapi.db
    .connection('cep_job_runs')
    .where('name', `newsletter-offres:${isoWeek(MONDAY)}`)
    .update({ done: false, until: 0 });
  await sendWeeklyNewsletter(strapi, MONDAY);
  expect(await newsletters('lectrice@exemple.fr')).toHaveLength(1);
});

it('the next week the boosted offer is no longer à la une, and a week with nothing new sends nothing', async () => {
  await sendWeeklyNewsletter(strapi, NEXT_MONDAY);
  // The offers published before the previous Monday are no longer new: nothing to send.
  expect(await newsletters('lectrice@exemple.fr')).toHaveLength(1);
  const edition = await strapi.db.query('api::newsletter.newsletter-edition').findOne({ where: { semaine: isoWeek(NEXT_MONDAY) } });
  expect(edition.offresALaUne).toEqual([]);
});

it('unsubscribes with the signed link, and refuses a forged one', async () => {
  const header = headerOf((await newsletters('lectrice@exemple.fr'))[0]!, 'list-unsubscribe');
  const url = new URL(header.slice(1, -1));
  const c = url.searchParams.get('c');
  await http().post('/api/newsletter/desinscription').send({ c, t: 'faux' }).expect(400);
  await http()
    .post('/api/newsletter/desinscription')
    .send({ c: Number(c) + 1, t: url.searchParams.get('t') })
    .expect(400);
  await http()
    .post('/api/newsletter/desinscription')
    .send({ c, t: url.searchParams.get('t') })
    .expect(200);
  const after = await http().get('/api/preference').auth(reader.jwt, { type: 'bearer' }).expect(200);
  expect(after.body.preferences[0].checked).toBe(false);
});

it('opens the preference centre from the e-mail’s signed link without logging in, for that user only', async () => {
  await http().post('/api/preference/webtosmc/newsletter-offres/1').auth(reader.jwt, { type: 'bearer' }).expect(200);
  const text = (await newsletters('lectrice@exemple.fr'))[0]!.text ?? '';
  const link = new URL(text.match(/Choisir les e-mails que vous recevez de Cep : (\S+)/)![1]!);
  expect(link.pathname).toBe('/preferences');
  const u = link.searchParams.get('u');
  const t = link.searchParams.get('t');
  const centre = await http().post('/api/preference/lien').send({ u, t }).expect(200);
  expect(centre.body.preferences.map((p: { id: string; checked: boolean }) => [p.id, p.checked])).toEqual([
    ['newsletter-offres', true],
    ['messagerie-email', true],
  ]);
  await http().post('/api/preference/lien/newsletter-offres/0').send({ u, t }).expect(200);
  const after = await http().get('/api/preference').auth(reader.jwt, { type: 'bearer' }).expect(200);
  expect(after.body.preferences[0].checked).toBe(false);
  // Another user's id with this signature, or a forged signature: refused, nothing changes.
  await http()
    .post('/api/preference/lien')
    .send({ u: Number(u) + 1, t })
    .expect(400);
  await http().post('/api/preference/lien/newsletter-offres/1').send({ u, t: 'faux' }).expect(400);
  await http().post('/api/preference/lien/inconnue/1').send({ u, t }).expect(400);
});
