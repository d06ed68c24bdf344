import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { formatMessage, messages } from '@cep/domain';
import { companyAccount, memberOf, type TestAccount } from './helpers/accounts';
import { candidateWithCompleteCv } from './helpers/candidates';
import { harvestDetails } from './helpers/offers';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole } from './helpers/users';

/**
 * Issue #40 item 3: a worker states harvest availability once on the CV, and applies to up to ten harvest offers in one
 * step — one application each (the one-per-offer rule kept), the availability sent with each, express allowed.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const http = () => request(strapi.server.httpServer);
const as = (jwt: string, test: request.Test) => test.auth(jwt, { type: 'bearer' });

let account: TestAccount;
let recruiter: string;
let worker: string;
const harvest: string[] = [];
let plain = '';

const AVAILABILITY = {
  periodes: [{ du: '2027-09-06', au: '2027-09-30' }],
  regions: ['75'],
  commune: '33314',
  rayonKm: 50,
  logementPropre: true,
  vehicule: true,
  saisons: 3,
};

async function offer(data: Record<string, unknown>) {
  const created = await strapi.documents('api::offer.offer').create({
    data: {
      etat: 'publiee',
      account: account.id,
      company: account.organisation.id,
      offreModeReception: 'mail',
      offreMail: 'rh@tour.fr',
      ...data,
    },
  });
  return created.documentId;
}

const express = (offres: string[], extra: Record<string, string> = {}) => ({
  offres,
  express: '1',
  candidatOffreReponse: 'Trois saisons faites, je viens avec ma tente et ma voiture.',
  disponibleDu: '2027-09-06',
  disponibleAu: '2027-09-30',
  telephone: '06 11 22 33 44',
  ...extra,
});

beforeAll(async () => {
  strapi = await startStrapi();
  account = await companyAccount(strapi, 'Château La Tour');
  recruiter = (await memberOf(strapi, account, 'rh@tour.fr', { owner: true })).jwt;
  worker = (await candidateWithCompleteCv(strapi, 'ion@exemple.fr', { prenom: 'Ion', nom: 'Popa' })).jwt;
  for (let i = 0; i < 12; i += 1)
    harvest.push(await offer({ offreTitre: `Coupeur ${i + 1}`, offreContrat: 6, emploivendagesaisonier: true, vendanges: harvestDetails }));
  plain = await offer({ offreTitre: 'Caviste', offreContrat: 1 });
});

afterAll(async () => {
  await strapi.stopTest();
});

describe('harvest availability on the CV', () => {
  it('is stated once, with the commune named from the cms’s list, read back with the CV, and cleared by an empty form', async () => {
    const saved = await as(worker, http().put('/api/candidat/cv/vendanges'))
      .send({ ...AVAILABILITY, communeNom: 'Ailleurs' })
      .expect(200);
    expect(saved.body.disponibilitesVendanges).toMatchObject({ ...AVAILABILITY, communeNom: 'Pauillac' });
    expect((await as(worker, http().get('/api/candidat/cv')).expect(200)).body.disponibilitesVendanges).toMatchObject({ commune: '33314' });
    const cleared = await as(worker, http().put('/api/candidat/cv/vendanges')).send({}).expect(200);
    expect(cleared.body.disponibilitesVendanges).toBeNull();
    await as(worker, http().put('/api/candidat/cv/vendanges')).send(AVAILABILITY).expect(200);
  });

  it('refuses a period the wrong way round, a radius without a commune and a commune that does not exist', async () => {
    const wrong = await as(worker, http().put('/api/candidat/cv/vendanges'))
      .send({ periodes: [{ du: '2027-09-30', au: '2027-09-06' }], rayonKm: 50, saisons: 400 })
      .expect(400);
    expect(wrong.body.errors).toEqual({
      'periodes.0.au': messages.sessionDateFin,
      commune: messages.champObligatoire,
      saisons: messages.nombreTropGrand,
    });
    const unknown = await as(worker, http().put('/api/candidat/cv/vendanges')).send({ commune: '99999', rayonKm: 20 }).expect(400);
    expect(unknown.body.errors).toEqual({ commune: messages.disponibiliteCommune });
    await as(recruiter, http().put('/api/candidat/cv/vendanges')).send(AVAILABILITY).expect(403);
  });
});

describe('applying to several harvest offers at once', () => {
  it('refuses more than ten offers by name, none at all, and a wrong form before sending anything', async () => {
    const many = await as(worker, http().post('/api/offres/postuler-plusieurs'))
      .send(express(harvest.slice(0, 12)))
      .expect(400);
    expect(many.body.message).toBe(formatMessage('plusieursOffresMax', { max: 10, retirer: 2 }));
    const none = await as(worker, http().post('/api/offres/postuler-plusieurs')).send(express([])).expect(400);
    expect(none.body.errors).toEqual({ offres: messages.plusieursOffresAucune });
    const wrong = await as(worker, http().post('/api/offres/postuler-plusieurs'))
      .send(express(harvest.slice(0, 3), { telephone: '12' }))
      .expect(400);
    expect(wrong.body.errors).toHaveProperty('telephone');
    expect(await strapi.db.query('api::application.application').count({})).toBe(0);
  });

  it('sends one application per offer with the availability, says which were sent, and keeps one per offer', async () => {
    await as(worker, http().post(`/api/offres/${harvest[0]}/postuler`))
      .field('express', '1')
      .field('candidatOffreReponse', 'Trois saisons faites, je viens avec ma tente et ma voiture.')
      .field('disponibleDu', '2027-09-06')
      .field('disponibleAu', '2027-09-30')
      .field('telephone', '0611223344')
      .expect(200);
    const ids = [harvest[0]!, harvest[1]!, harvest[2]!, plain, harvest[1]!];
    // Twice at once: each offer still gets one application.
    const [first, second] = await Promise.all([
      as(worker, http().post('/api/offres/postuler-plusieurs')).send(express(ids)),
      as(worker, http().post('/api/offres/postuler-plusieurs')).send(express(ids)),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const sent = [...first.body.resultats, ...second.body.resultats].filter((r: { resultat: string }) => r.resultat === 'envoyee');
    expect(sent.map((r: { offre: { titre: string } }) => r.offre.titre).sort()).toEqual(['Coupeur 2', 'Coupeur 3']);
    expect(first.body.resultats.map((r: { resultat: string }) => r.resultat)).toHaveLength(4);
    expect(first.body.resultats.find((r: { offre: { id: string } }) => r.offre.id === harvest[0]).resultat).toBe('deja');
    expect(first.body.resultats.find((r: { offre: { id: string } }) => r.offre.id === plain).resultat).toBe('pas-vendanges');
    expect(await strapi.db.query('api::application.application').count({})).toBe(3);

    const list = await as(recruiter, http().get(`/api/recrutement/offre/candidature/${harvest[1]}`)).expect(200);
    expect(list.body.candidatures[0]).toMatchObject({
      express: { du: '2027-09-06', au: '2027-09-30' },
      disponibilites: { periodes: [{ du: '2027-09-06', au: '2027-09-30' }], communeNom: 'Pauillac', rayonKm: 50, saisons: 3 },
    });
  });

  it('is in the candidate’s personal-data export, on the CV and with each application', async () => {
    const zip = await as(worker, http().get('/api/candidat/donnees'))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const dir = mkdtempSync(path.join(tmpdir(), 'cep-export-'));
    writeFileSync(path.join(dir, 'export.zip'), zip.body as Buffer);
    const data = JSON.parse(execFileSync('unzip', ['-p', path.join(dir, 'export.zip'), 'donnees.json'], { encoding: 'utf8' }));
    expect(data.cv.disponibilitesVendanges).toMatchObject({ communeNom: 'Pauillac', saisons: 3 });
    expect(data.candidatures.filter((c: { disponibilitesVendanges: unknown }) => c.disponibilitesVendanges)).toHaveLength(3);
  });

  it('is the candidate’s: a visitor or a recruiter is refused', async () => {
    await http()
      .post('/api/offres/postuler-plusieurs')
      .send(express([harvest[3]!]))
      .expect(403);
    await as(recruiter, http().post('/api/offres/postuler-plusieurs'))
      .send(express([harvest[3]!]))
      .expect(403);
    const newcomer = (await createUserWithRole(strapi, 'candidat', 'nouveau@exemple.fr')).jwt;
    const sent = await as(newcomer, http().post('/api/offres/postuler-plusieurs'))
      .send(express([harvest[3]!, harvest[4]!]))
      .expect(200);
    expect(sent.body.envoyees).toBe(2);
  });
});
