import { spawn } from 'node:child_process';
import path from 'node:path';
import fc from 'fast-check';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DEPARTEMENTS, DIGEST_OVERLAP_MS, todayIso } from '@cep/domain';
import { runAlertDigests } from '../src/api/alert/services/alert-jobs';
import { runDigests } from '../src/api/alert/services/digests';
import { offerDigests } from '../src/api/alert/services/offer-digests';
import { applyOfferAction } from '../src/api/offer/services/lifecycle';
import { OFFER_RELATIONS } from '../src/api/offer/utils/attributes';
import { companyAccount } from './helpers/accounts';
import { startSmtp } from './helpers/smtp';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole } from './helpers/users';

/**
 * Candidates' search alerts (issue #13 items 1, 2): saved from an /offres search, managed, and digests that
 * never send an offer twice and never send an empty e-mail, once across cms instances.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const http = () => request(strapi.server.httpServer);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let candidate: { jwt: string };
let recruiter: { jwt: string };
let accountId: number;
let companyId: number;
let users = 0;

/** An offer validated (`datePublication`) at `at`, in department `dep`; harvest or not. */
async function offer(title: string, at: number, dep: string, harvest: boolean, etat: 'publiee' | 'validation' = 'publiee') {
  return strapi.documents('api::offer.offer').create({
    data: {
      offreTitre: title,
      offreContrat: 2,
      offreVille: 'Pauillac',
      offreDepartement: dep,
      emploivendagesaisonier: harvest,
      etat,
      account: accountId,
      company: companyId,
      datePublication: new Date(at).toISOString(),
      dateExpiration: new Date(at + 60 * DAY).toISOString(),
    },
  });
}

/** The offer ids an e-mail lists (the « Voir les offres » link has a query string, not an id). */
const offerIdsOf = (mail: ParsedMail) => [...(mail.text ?? '').matchAll(/\/offres\/([a-z0-9]+)/g)].map((m) => m[1]!);

async function newCandidate() {
  users += 1;
  const email = `alerte${users}@exemple.fr`;
  return { email, ...(await createUserWithRole(strapi, 'candidat', email, { prenom: 'Léa' })) };
}

const as = (test: request.Test, jwt: string) => test.auth(jwt, { type: 'bearer' });

beforeAll(async () => {
  smtp = await startSmtp();
  strapi = await startStrapi({ ...smtp.env, SITE_URL: 'http://cep.test' });
  const account = await companyAccount(strapi, 'Château Alerte');
  accountId = account.id;
  companyId = account.organisation.id;
  candidate = await newCandidate();
  recruiter = await createUserWithRole(strapi, 'recruteur', 'recrue@exemple.fr');
});

afterAll(async () => {
  await strapi.stopTest();
  await smtp.close();
});

describe('saving an alert from a search', () => {
  it('turns the /offres query into an alert, then says it is already there', async () => {
    const query = encodeURIComponent('q=caviste&departement=33&contrat=cdi&tri=date&page=2');
    const first = await as(http().post(`/api/alerte/${query}`), candidate.jwt).expect(200);
    expect(first.body).toEqual({ action: 'alerteok', html: expect.stringContaining('alerte est enregistrée'), id: expect.any(String) });
    const again = await as(http().post(`/api/alerte/${encodeURIComponent('contrat=cdi&departement=33&q=Caviste')}`), candidate.jwt).expect(
      200,
    );
    expect(again.body).toEqual({ action: 'alertepresente', html: 'Vous avez déjà une alerte pour cette recherche.', id: first.body.id });
    const list = await as(http().get('/api/candidat/alertes'), candidate.jwt).expect(200);
    expect(list.body.alertes).toHaveLength(1);
    expect(list.body.alertes[0]).toMatchObject({
      libelle: 'caviste · Gironde (33) · CDI',
      etat: 'active',
      frequence: 'quotidienne',
      zones: [{ id: 'dep33', value: 'Gironde (33)' }],
      recherche: 'q=caviste&zone=dep33&contrat=cdi',
    });
  });

  it('refuses a search with nothing to watch, with the notice; visitors and recruiters are refused', async () => {
    const empty = await as(http().post(`/api/alerte/${encodeURIComponent('tri=date&page=1')}`), candidate.jwt).expect(400);
    expect(empty.body.errors).toEqual({ _form: 'Veuillez saisir un mot-clé, une zone ou cocher au moins un filtre.' });
    // A bare /offres has no query at all (issue #38 item 3: this answered 405).
    for (const bare of ['/api/alerte', '/api/alerte/']) {
      const none = await as(http().post(bare), candidate.jwt).expect(400);
      expect(none.body.errors).toEqual({ _form: 'Veuillez saisir un mot-clé, une zone ou cocher au moins un filtre.' });
    }
    await http().post('/api/alerte/q%3Dcaviste').expect(403);
    await as(http().post('/api/alerte/q%3Dcaviste'), recruiter.jwt).expect(403);
  });

  it('is edited, suspended, reactivated and deleted by its owner only', async () => {
    const other = await newCandidate();
    const [alert] = (await as(http().get('/api/candidat/alertes'), candidate.jwt)).body.alertes;
    const form = { motCle: 'sommelier', zonegeo: ['vil33063'], rayon: 20, frequence: 'hebdomadaire' };
    const edited = await as(http().put(`/api/candidat/alerte/${alert.id}`), candidate.jwt)
      .send(form)
      .expect(200);
    expect(edited.body.alerte).toMatchObject({ libelle: 'sommelier · Bordeaux (33000)', frequence: 'hebdomadaire' });
    expect(edited.body.alerte.recherche).toBe('q=sommelier&zone=vil33063&rayon=20');
    await as(http().put(`/api/candidat/alerte/${alert.id}`), other.jwt)
      .send(form)
      .expect(404);
    const unknownZone = await as(http().put(`/api/candidat/alerte/${alert.id}`), candidate.jwt)
      .send({ ...form, zonegeo: ['vil99999'] })
      .expect(400);
    expect(unknownZone.body.errors).toEqual({ zonegeo: 'Choisissez une zone dans la liste proposée.' });

    await as(http().post(`/api/candidat/alerte/${alert.id}/suspendre`), other.jwt).expect(404);
    expect((await as(http().post(`/api/candidat/alerte/${alert.id}/suspendre`), candidate.jwt).expect(200)).body.etat).toBe('suspendue');
    await as(http().post(`/api/candidat/alerte/${alert.id}/suspendre`), candidate.jwt).expect(409);
    expect((await as(http().post(`/api/candidat/alerte/${alert.id}/activer`), candidate.jwt).expect(200)).body.etat).toBe('active');

    await as(http().delete(`/api/candidat/alerte/${alert.id}`), other.jwt).expect(404);
    await as(http().delete(`/api/candidat/alerte/${alert.id}`), candidate.jwt).expect(200);
    await as(http().get(`/api/candidat/alerte/${alert.id}`), candidate.jwt).expect(404);
  });
});

describe('digests', () => {
  /** A candidate with one alert on harvest offers of `dep` (due every run) or daily on `dep`. */
  async function alertOn(dep: string, harvest: boolean) {
    const owner = await newCandidate();
    const form = { zonegeo: [`dep${dep}`], vendanges: harvest ? '1' : '', frequence: 'quotidienne' };
    const saved = await as(http().post('/api/candidat/alerte'), owner.jwt).send(form).expect(200);
    return { ...owner, alertId: saved.body.alerte.id as string };
  }

  it('sends a daily alert’s new offers at 7:00, then nothing when nothing is new; one-click unsubscribe suspends it', async () => {
    const owner = await alertOn('24', false);
    // Tomorrow in Paris, where digests are due: from 23:00 UTC Paris is already a day ahead of UTC.
    const tomorrow7 = new Date(`${todayIso()}T07:30:00+01:00`).getTime() + DAY;
    const first = await offer('Chef de culture', Date.now() + HOUR, '24', false);
    await offer('Caviste à Lyon', Date.now() + HOUR, '69', false);

    await runDigests(strapi, offerDigests(strapi), new Date(tomorrow7 - 2 * HOUR)); // before 7:00: not due
    expect(await smtp.to(owner.email)).toHaveLength(0);
    await runDigests(strapi, offerDigests(strapi), new Date(tomorrow7));
    const mails = await smtp.to(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('1 nouvelle offre pour votre alerte « Dordogne (24) »');
    expect(offerIdsOf(mails[0]!)).toEqual([first.documentId]);
    const header = (mails[0]!.headerLines.find((line) => line.key === 'list-unsubscribe')?.line ?? '').replace(/\s+/g, ' ');
    expect(header).toMatch(/<http:\/\/cep\.test\/alerte\/desinscription\/un-clic\?a=\d+&t=[\w-]+>/);

    await runDigests(strapi, offerDigests(strapi), new Date(tomorrow7 + DAY));
    expect(await smtp.to(owner.email)).toHaveLength(1);

    const url = new URL(header.match(/<([^>]+)>/)![1]!);
    await http()
      .post('/api/alerte/desinscription')
      .send({ a: url.searchParams.get('a'), t: 'faux' })
      .expect(400);
    await http()
      .post('/api/alerte/desinscription')
      .send({ a: url.searchParams.get('a'), t: url.searchParams.get('t') })
      .expect(200);
    const alert = await as(http().get(`/api/candidat/alerte/${owner.alertId}`), owner.jwt).expect(200);
    expect(alert.body.alerte.etat).toBe('suspendue');
  });

  it('property: whatever the validation times, indexing delays and run times, the digests send every matching offer once', async () => {
    // One department per round (shrinking included), so no round sees another's offers; 24, 33 and 40 belong to other tests.
    const deps = DEPARTEMENTS.map((d) => d.code).filter((code) => !['24', '33', '40'].includes(code));
    let round = 0;
    const base = Date.now() + 10 * DAY;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            validatedAt: fc.integer({ min: 0, max: 6 * HOUR }),
            delay: fc.integer({ min: 0, max: DIGEST_OVERLAP_MS - 1 }),
            matches: fc.boolean(),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        // Runs as close together as the delays, so an offer often lands in the index just after a run.
        fc.uniqueArray(fc.integer({ min: 0, max: 8 * HOUR }), { minLength: 2, maxLength: 6 }),
        async (offers, runTimes) => {
          const dep = deps[round++ % deps.length]!;
          const owner = await alertOn(dep, true);
          const sent: string[] = [];
          const expected: string[] = [];
          const events = [
            ...offers.map((o, i) => ({ at: base + o.validatedAt + o.delay, kind: 'index' as const, i })),
            ...runTimes.map((at) => ({ at: base + at, kind: 'run' as const, i: -1 })),
          ].sort((a, b) => a.at - b.at || (a.kind === 'index' ? -1 : 1));
          const created = await Promise.all(
            offers.map((o, i) => offer(`Offre ${round}-${i}`, base + o.validatedAt, dep, o.matches, 'validation')),
          );
          const lastRun = base + Math.max(...runTimes);
          for (const event of events) {
            if (event.kind === 'index') {
              // Validated at `validatedAt`, in the index `delay` later (commit, index write).
              await strapi.documents('api::offer.offer').update({ documentId: created[event.i]!.documentId, data: { etat: 'publiee' } });
              if (offers[event.i]!.matches && event.at <= lastRun) expected.push(created[event.i]!.documentId);
            } else {
              await runDigests(strapi, offerDigests(strapi), new Date(event.at));
            }
          }
          (await smtp.to(owner.email)).forEach((mail) => sent.push(...offerIdsOf(mail)));
          expect(new Set(sent).size).toBe(sent.length);
          expect([...sent].sort()).toEqual([...expected].sort());
          expect((await smtp.to(owner.email)).every((mail) => offerIdsOf(mail).length > 0)).toBe(true);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('sends harvest alerts as soon as a moderator validates a harvest offer', async () => {
    const owner = await alertOn('33', true);
    const pending = await offer('Chef de pressurage', Date.now(), '33', true, 'validation');
    const loaded = await strapi.documents('api::offer.offer').findOne({ documentId: pending.documentId, populate: OFFER_RELATIONS });
    await applyOfferAction(strapi, loaded!, 'valider', 'moderateur', { moderator: { name: 'Test' } });
    // The run starts once the validation is committed, in the background: wait for its e-mail.
    for (let i = 0; i < 100 && (await smtp.to(owner.email)).length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await smtp.to(owner.email)).toHaveLength(1);
    expect(offerIdsOf((await smtp.to(owner.email))[0]!)).toEqual([pending.documentId]);
  });

  it('forgets what it sent after 90 days, when no alert can look that far back', async () => {
    const table = strapi.db.metadata.get('api::alert.alert-hit').tableName;
    const old = new Date(Date.now() - 100 * DAY);
    await strapi.db
      .connection(table)
      .insert({ cle: 'o:0:ancienne', passage: 'test', document_id: 'ancien-envoi', created_at: old, updated_at: old, published_at: old });
    await runAlertDigests(strapi, new Date(Date.now() + 60 * DAY));
    expect(await strapi.db.connection(table).where('cle', 'o:0:ancienne').first()).toBeUndefined();
    expect(Number((await strapi.db.connection(table).count({ n: '*' }).first())?.n)).toBeGreaterThan(0);
  });

  it('two cms processes on one database run the hourly job at the same moment: each e-mail goes out once', async () => {
    const owner = await alertOn('40', true);
    const at = Date.now() + 30 * DAY;
    await offer('Vendangeur des Landes', at - HOUR, '40', true);
    const child = spawn(process.execPath, [path.join(__dirname, 'helpers', 'run-alert-job.js'), new Date(at).toISOString()], {
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    await new Promise<void>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('booted')) resolve();
      }),
    );
    const [here] = await Promise.all([runAlertDigests(strapi, new Date(at)), new Promise((resolve) => child.on('exit', resolve))]);
    expect(output).toContain('done');
    const ranHere = here !== null;
    const ranThere = output.includes('ran:true');
    expect(Number(ranHere) + Number(ranThere)).toBe(1);
    expect(await smtp.to(owner.email)).toHaveLength(1);
  });
});
