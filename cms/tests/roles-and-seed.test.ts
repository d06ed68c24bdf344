import request from 'supertest';
import { addMonths, documentKind, todayIso } from '@cep/domain';
import { ensureRoles, ROLES } from '../src/bootstrap/roles';
import { seedDemoData } from '../src/seed/demo';
import { DEMO_PASSWORD } from '../src/seed/demo-data';
import { startStrapi } from './helpers/strapi';

type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;

beforeAll(async () => {
  strapi = await startStrapi();
});

afterAll(async () => {
  await strapi.stopTest();
});

describe('roles', () => {
  it('creates every Cep role once, even when bootstrap runs again', async () => {
    const first = await ensureRoles(strapi);
    const second = await ensureRoles(strapi);
    expect(second).toEqual(first);
    const roles = await strapi.db.query('plugin::users-permissions.role').findMany({});
    const types = roles.map((r: { type: string }) => r.type).sort();
    expect(types).toEqual(['authenticated', 'public', ...Object.keys(ROLES)].sort());
  });

  it('puts back the permission table when a grant was added by hand', async () => {
    const roles = await ensureRoles(strapi);
    await strapi.db
      .query('plugin::users-permissions.permission')
      .create({ data: { action: 'api::offer.offers.publish', role: roles.editeur } });
    await ensureRoles(strapi);
    const grants = await strapi.db.query('plugin::users-permissions.permission').findMany({ where: { role: roles.editeur } });
    expect(grants.map((g: { action: string }) => g.action)).not.toContain('api::offer.offers.publish');
  });
});

describe('demo data', () => {
  it('seeds an empty database once, with offers found by a misspelt search', async () => {
    const roles = await ensureRoles(strapi);
    await seedDemoData(strapi, roles);
    await seedDemoData(strapi, roles);
    // 36 offers of this season, and Delmas's harvest offer of last season (its re-hire list).
    expect(await strapi.documents('api::offer.offer').count({})).toBe(37);
    const res = await request(strapi.server.httpServer).get('/api/search/offres').query({ q: 'vendageur' }).expect(200);
    expect(res.body.total).toBeGreaterThan(0);
    expect(res.body.hits.every((h: { title: string }) => /vendang/i.test(h.title) || /vendang/i.test(h.text))).toBe(true);
  });

  it('translates every harvest offer into Spanish, the grape pickers’ into the five languages (issue #41 item 1)', async () => {
    const harvest = await strapi.documents('api::offer.offer').findMany({ filters: { emploivendagesaisonier: true, etat: 'publiee' } });
    const translations = await Promise.all(
      harvest.map(async (offer) => (await request(strapi.server.httpServer).get(`/api/offres/${offer.documentId}`).expect(200)).body.data),
    );
    expect(translations.length).toBeGreaterThan(0);
    for (const offer of translations) expect(offer.traductions.es.texte).toContain(`<p>Puesto en ${offer.ville}.`);
    const pickers = translations.filter((offer) => offer.titre === 'Vendangeur / Vendangeuse');
    expect(pickers.map((offer) => Object.keys(offer.traductions))).toContainEqual(['es', 'pl', 'ro', 'pt', 'en']);
    expect(pickers[0].traductions.es.titre).toBe('Vendimiador / Vendimiadora');
    const found = await request(strapi.server.httpServer).get('/api/search/offres').query({ q: 'vendimiador' }).expect(200);
    expect(found.body.hits.map((hit: { titles: { es?: string } }) => hit.titles.es)).toContain('Vendimiador / Vendimiadora');
  });

  it('re-indexes a company’s offers when the company is renamed (the name is searchable)', async () => {
    const search = async (q: string) =>
      (await request(strapi.server.httpServer).get('/api/search/offres').query({ q })).body.total as number;
    const company = await strapi.documents('api::company.company').findFirst({ filters: { societeRaisonsocial: 'Cavavin Rhône' } });
    const before = await search('Cavavin');
    expect(before).toBeGreaterThan(0);
    expect(await search('Vaillantmont')).toBe(0);
    await strapi
      .documents('api::company.company')
      .update({ documentId: company!.documentId, data: { societeRaisonsocial: 'Vaillantmont' } });
    expect(await search('Vaillantmont')).toBe(before);
    expect(await search('Cavavin')).toBe(0);
  });

  it('puts demo company and school pages online, with upcoming events in the agenda', async () => {
    const http = () => request(strapi.server.httpServer);
    const pages = (await http().get('/api/plan/pages').expect(200)).body.data as Array<{ type: string }>;
    expect(pages.map((p) => p.type).sort()).toEqual(['ecole', 'entreprise', 'entreprise', 'entreprise']);
    const agenda = await http().get('/api/evenements').expect(200);
    expect(agenda.body.total).toBe(3);
    const delmas = await strapi.documents('api::company.company').findFirst({ filters: { societeRaisonsocial: 'Vignobles Delmas' } });
    const page = await http().get(`/api/entreprises/${delmas!.documentId}`).expect(200);
    expect(page.body.data.offres.length).toBeGreaterThan(0);
    expect(page.body.data.evenements.map((e: { titre: string }) => e.titre)).toEqual(['Job dating vendanges']);
  });

  it('gives the demo school three published courses with sessions, a draft, and a work-study offer that names the first', async () => {
    const http = () => request(strapi.server.httpServer);
    const found = await http().get('/api/search/formations').expect(200);
    expect(found.body.total).toBe(3);
    const upcoming = await http().get('/api/search/formations').query({ session: '1' }).expect(200);
    expect(upcoming.body.total).toBe(3);
    const bts = found.body.hits.find((h: { title: string }) => h.title.startsWith('BTS'));
    const page = await http().get(`/api/formations/${bts.id}`).expect(200);
    expect(page.body.data.offres).toHaveLength(1);
    expect(page.body.data.ecole.page).not.toBeNull();
  });

  it('lets the demo moderator log in', async () => {
    const res = await request(strapi.server.httpServer)
      .post('/api/auth/local')
      .send({ identifier: 'moderateur@cep.demo', password: 'Vendanges2026!' })
      .expect(200);
    await request(strapi.server.httpServer).get('/api/backoffice/me').auth(res.body.jwt, { type: 'bearer' }).expect(200);
  });

  it('gives the Delmas account its owner, its member, its subsidiary and its credits through the ledger', async () => {
    const membership = await strapi.documents('api::account.membership').findFirst({
      filters: { user: { email: 'recruteur@cep.demo' } },
      populate: {
        account: { populate: { companies: { fields: ['societeRaisonsocial'] }, members: { populate: { user: { fields: ['email'] } } } } },
      },
    });
    expect(membership?.role).toBe('proprietaire');
    const account = membership!.account!;
    expect(account.companies!.map((c) => c.societeRaisonsocial).sort()).toEqual(['Domaine Delmas Bourgogne', 'Vignobles Delmas']);
    expect(account.members!.map((m) => [m.user?.email, m.role]).sort()).toEqual([
      ['equipe@cep.demo', 'membre'],
      ['recruteur@cep.demo', 'proprietaire'],
    ]);
    const entries = await strapi
      .documents('api::account.credit-entry')
      .findMany({ filters: { account: { id: account.id } }, sort: { id: 'asc' } });
    // The pack's grants in any order: PostgreSQL's jsonb does not keep the keys' order of the order's credits.
    expect(entries.map((e) => [e.type, e.quantite, e.motif]).sort()).toEqual([
      ['cv', -1, 'achat-cv'],
      ['cv', 10, 'pack'],
      ['offre', 3, 'cadeau'],
      ['offre', 3, 'pack'],
      ['remontee', 1, 'pack'],
      ['vendanges', 5, 'pack'],
    ]);
  });

  it('gives the Delmas account a paid pack with its invoice, a transfer waiting, promo codes and an offer « à la une »', async () => {
    const login = await request(strapi.server.httpServer)
      .post('/api/auth/local')
      .send({ identifier: 'recruteur@cep.demo', password: DEMO_PASSWORD });
    const list = await request(strapi.server.httpServer)
      .get('/api/recrutement/commandes')
      .auth(login.body.jwt, { type: 'bearer' })
      .expect(200);
    expect(list.body.commandes.map((c: { etat: string; libelle: string }) => [c.libelle, c.etat]).sort()).toEqual([
      ['Pack Essentielle', 'payee'],
      ['Pack de 5 CV', 'en_attente'],
    ]);
    const paid = list.body.commandes.find((c: { etat: string }) => c.etat === 'payee');
    await request(strapi.server.httpServer)
      .get(`/api/recrutement/facture/${paid.factures[0].numero}`)
      .auth(login.body.jwt, { type: 'bearer' })
      .expect(200);
    await request(strapi.server.httpServer)
      .get('/api/codepromo/validation/VENDANGES26/pack/standard')
      .auth(login.body.jwt, { type: 'bearer' })
      .expect(200);
    const featured = await strapi.documents('api::offer.offer').count({ filters: { aLaUneJusquau: { $gt: new Date().toISOString() } } });
    expect(featured).toBe(1);
  });

  it('fills the CV library and gives alerts to the demo candidate and to Delmas, which bought the candidate’s CV', async () => {
    const login = async (identifier: string) =>
      (await request(strapi.server.httpServer).post('/api/auth/local').send({ identifier, password: DEMO_PASSWORD })).body.jwt as string;
    const recruiter = await login('recruteur@cep.demo');
    const library = await request(strapi.server.httpServer)
      .get('/api/recrutement/cvtheque')
      .auth(recruiter, { type: 'bearer' })
      .expect(200);
    expect(library.body.total).toBe(7);
    expect(library.body.resultats.filter((cv: { achete: boolean }) => cv.achete)).toHaveLength(1);
    expect(library.body.resultats.filter((cv: { aime: boolean }) => cv.aime)).toHaveLength(1);
    const cvAlerts = await request(strapi.server.httpServer)
      .get('/api/recrutement/alertes')
      .auth(recruiter, { type: 'bearer' })
      .expect(200);
    expect(cvAlerts.body.alertes).toHaveLength(1);
    const candidate = await login('candidat@cep.demo');
    const alerts = await request(strapi.server.httpServer).get('/api/candidat/alertes').auth(candidate, { type: 'bearer' }).expect(200);
    expect(alerts.body.alertes.map((a: { libelle: string }) => a.libelle)).toEqual(['caviste · Gironde (33) · CDI, CDD']);
    const buyers = await request(strapi.server.httpServer)
      .get('/api/candidat/cv/acheteurs')
      .auth(candidate, { type: 'bearer' })
      .expect(200);
    expect(buyers.body.acheteurs.map((b: { entreprise: string }) => b.entreprise)).toEqual(['Vignobles Delmas']);
  });

  it('gives the demo candidate a conversation with Delmas’s subsidiary whose last message is unread', async () => {
    const login = async (identifier: string) =>
      (await request(strapi.server.httpServer).post('/api/auth/local').send({ identifier, password: DEMO_PASSWORD })).body.jwt as string;
    const candidate = await login('candidat@cep.demo');
    const list = await request(strapi.server.httpServer)
      .get('/api/candidat/messagerie/liste/conversation')
      .auth(candidate, { type: 'bearer' })
      .expect(200);
    expect(list.body.conversations).toEqual([
      expect.objectContaining({ interlocuteur: 'Domaine Delmas Bourgogne', nonLus: 1, etat: 'ouverte' }),
    ]);
    const recruiter = await login('recruteur@cep.demo');
    const unread = await request(strapi.server.httpServer)
      .post('/api/recrutement/messagerie/nonlu')
      .auth(recruiter, { type: 'bearer' })
      .expect(200);
    expect(unread.body.nb).toBe(0);
  });

  it('gives the demo candidate a profile and the demo school its account, with a year of subscription it paid for', async () => {
    expect(await strapi.documents('api::candidate.candidate').count({ filters: { user: { email: 'candidat@cep.demo' } } })).toBe(1);
    const school = await strapi.documents('api::account.membership').findFirst({
      filters: { user: { email: 'ecole@cep.demo' } },
      populate: { account: { populate: { school: true } } },
    });
    expect(school).toMatchObject({
      role: 'proprietaire',
      account: { type: 'ecole', school: { ecoleNom: 'Campus Vigne et Vin de Blanquefort' }, abonnementFin: addMonths(todayIso(), 12) },
    });
    const bought = await strapi.db.query('api::commerce.order').findMany({ where: { account: { id: school!.account!.id } } });
    expect(bought).toMatchObject([{ type: 'abonnement', etat: 'payee' }]);
  });
});

describe('demo applications', () => {
  it('gives the demo candidate a complete, visible CV and four applications to Vignobles Delmas (one last season’s), one ready for a chase-up', async () => {
    const login = await request(strapi.server.httpServer)
      .post('/api/auth/local')
      .send({ identifier: 'candidat@cep.demo', password: DEMO_PASSWORD });
    const jwt = login.body.jwt as string;
    const cv = await request(strapi.server.httpServer).get('/api/candidat/cv').auth(jwt, { type: 'bearer' }).expect(200);
    expect(cv.body).toMatchObject({ cvComplet: true, visible: true });
    const mine = await request(strapi.server.httpServer).get('/api/candidat/candidatures').auth(jwt, { type: 'bearer' }).expect(200);
    expect(mine.body.total).toBe(4);
    expect(mine.body.candidatures.map((c: { statut: number }) => c.statut).sort()).toEqual([0, 0, 1, 1]);
    expect(mine.body.candidatures.filter((c: { relance: { possible: boolean } }) => c.relance.possible)).toHaveLength(1);
  });

  it('gives the Delmas recruiter an offer with five applications and a downloadable CV', async () => {
    const login = await request(strapi.server.httpServer)
      .post('/api/auth/local')
      .send({ identifier: 'recruteur@cep.demo', password: DEMO_PASSWORD });
    const jwt = login.body.jwt as string;
    const offers = await request(strapi.server.httpServer).get('/api/recrutement/offres').auth(jwt, { type: 'bearer' }).expect(200);
    const busiest = offers.body.offres.find((offer: { titre: string }) => offer.titre === 'Vendangeur / Vendangeuse');
    expect(busiest.candidatures).toBe(5);
    const list = await request(strapi.server.httpServer)
      .get(`/api/recrutement/offre/candidature/${busiest.id}`)
      .auth(jwt, { type: 'bearer' })
      .expect(200);
    const cv = await request(strapi.server.httpServer)
      .get(`/api/candidatures/${list.body.candidatures[0].id}/cv`)
      .auth(jwt, { type: 'bearer' })
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(documentKind(new Uint8Array(cv.body as Buffer))).toBe('pdf');
  });

  it('gives Delmas a harvest start confirmed to ten preselected workers, six of whom answered', async () => {
    const login = await request(strapi.server.httpServer)
      .post('/api/auth/local')
      .send({ identifier: 'recruteur@cep.demo', password: DEMO_PASSWORD });
    const jwt = login.body.jwt as string;
    const offers = await request(strapi.server.httpServer).get('/api/recrutement/offres').auth(jwt, { type: 'bearer' }).expect(200);
    const harvest = offers.body.offres.find((offer: { titre: string }) => offer.titre.startsWith('Porteur de hotte'));
    const headcount = await request(strapi.server.httpServer)
      .get(`/api/recrutement/offre/demarrage/${harvest.id}`)
      .auth(jwt, { type: 'bearer' })
      .expect(200);
    expect(headcount.body.demarrage).toMatchObject({ heure: '07:30', tour: 1 });
    expect(headcount.body.compteurs).toEqual({ presents: 5, absents: 1, sansReponse: 4 });
  });

  it('gives Delmas a re-hire list from last season, the demo candidate among those to hire again', async () => {
    const login = await request(strapi.server.httpServer)
      .post('/api/auth/local')
      .send({ identifier: 'recruteur@cep.demo', password: DEMO_PASSWORD });
    const list = await request(strapi.server.httpServer)
      .get('/api/recrutement/saisonniers?reprendre=1')
      .auth(login.body.jwt as string, { type: 'bearer' })
      .expect(200);
    expect(list.body.total).toBe(4);
    expect(list.body.saisonniers.map((w: { email: string }) => w.email)).toContain('candidat@cep.demo');
    expect(list.body.offres.length).toBeGreaterThan(0);
  });

  it('gives Delmas a job-dating day with slots, five booked, the demo candidate free to book', async () => {
    const list = await request(strapi.server.httpServer).get('/api/job-dating').expect(200);
    const day = list.body.journees.find((d: { organisateur: string }) => d.organisateur === 'Vignobles Delmas');
    expect(day).toMatchObject({ titre: 'Job-dating vendanges au château Delmas', placesRestantes: 6 * 4 - 5 });
  });
});
