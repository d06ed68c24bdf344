import request from 'supertest';
import { addDays, messages, todayIso } from '@cep/domain';
import { siteUrl } from '../src/email/site-url';
import { UIDS } from '../src/uids';
import { companyAccount, memberOf } from './helpers/accounts';
import { harvestDetails } from './helpers/offers';
import { sentEmails } from './helpers/outbox';
import { startStrapi } from './helpers/strapi';

/**
 * The candidate's e-mails in their language (issue #41 item 2): the language the site sent at sign-up is kept on the
 * user, changed in « Mon compte », and every e-mail to the candidate follows it; a French candidate's are the spec's
 * text to the letter, and a recruiter's stay French whatever the site's language was.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const http = () => request(strapi.server.httpServer);
const as = (jwt: string, test: request.Test) => test.auth(jwt, { type: 'bearer' });
const PASSWORD = 'Vendange2026!';

let owner = '';
let offer = '';

/** Signs a candidate up as the site does (with the site's language, or none), then logs them in. */
async function signUp(email: string, prenom: string, langue?: unknown): Promise<string> {
  await http()
    .post('/api/inscription/candidat')
    .send({ prenom, nom: 'Test', email, plainPassword: { first: PASSWORD, second: PASSWORD }, ...(langue === undefined ? {} : { langue }) })
    .expect(200);
  return (await http().post('/api/auth/local').send({ identifier: email, password: PASSWORD }).expect(200)).body.jwt as string;
}

/** The harvest's express application (no CV), answered with the application's id. */
async function applyTo(jwt: string): Promise<string> {
  const day = addDays(todayIso(), 30);
  const sent = await as(jwt, http().post(`/api/offres/${offer}/postuler`))
    .field('express', '1')
    .field('candidatOffreReponse', 'Disponible toute la saison.')
    .field('disponibleDu', day)
    .field('disponibleAu', addDays(day, 20))
    .field('telephone', '06 12 34 56 78')
    .expect(200);
  return sent.body.id as string;
}

const preselect = (application: string) =>
  as(owner, http().post(`/api/recrutement/offre/candidature/changestatus/${application}/1`)).expect(200);
const mailsTo = async (address: string) => (await sentEmails()).filter((mail) => mail.to.includes(address));

beforeAll(async () => {
  strapi = await startStrapi();
  const account = await companyAccount(strapi, 'Château Lafleur');
  owner = (await memberOf(strapi, account, 'rh@lafleur.fr', { owner: true })).jwt;
  offer = (
    await strapi.documents(UIDS.offer).create({
      data: {
        offreTitre: 'Vendangeur',
        offreContrat: 6,
        etat: 'publiee',
        account: account.id,
        company: account.organisation.id,
        offreModeReception: 'mail',
        offreMail: 'rh@lafleur.fr',
        emploivendagesaisonier: true,
        vendanges: harvestDetails,
      },
    })
  ).documentId;
});

afterAll(async () => {
  await strapi.stopTest();
});

describe('a candidate who signed up in Spanish', () => {
  let pablo = '';

  beforeAll(async () => {
    pablo = await signUp('pablo@exemple.es', 'Pablo', 'es');
  });

  it('is told in Spanish, from the confirmation to a preselection and the harvest start', async () => {
    expect((await as(pablo, http().get('/api/compte/moi')).expect(200)).body.langue).toBe('es');
    await preselect(await applyTo(pablo));
    await as(owner, http().post(`/api/recrutement/offre/demarrage/${offer}`))
      .send({ date: addDays(todayIso(), 30), heure: '07:30', lieu: 'Cour du château, Pauillac' })
      .expect(200);
    const subjects = (await mailsTo('pablo@exemple.es')).map((mail) => mail.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Confirme su dirección de correo electrónico',
        'Su candidatura: Vendangeur',
        'Buenas noticias: Vendangeur',
        expect.stringMatching(/^Vendimia: comienzo el \S+, \d+ de \S+ de \d{4}, a las 7:30$/),
      ]),
    );
    // The start's link opens the page in Spanish whatever the phone's language: under /es, which the site keeps.
    const start = (await mailsTo('pablo@exemple.es')).find((mail) => mail.subject.startsWith('Vendimia: comienzo'));
    expect(start?.text).toMatch(/\/es\/vendanges\/demarrage\?r=\d+&e=\d+&t=/);
    const preselected = (await mailsTo('pablo@exemple.es')).find((mail) => mail.subject === 'Buenas noticias: Vendangeur');
    expect(preselected?.text).toContain('Hola, Pablo:');
    expect(preselected?.text).toContain('El equipo de Cep');
  });

  it('changes the language of their e-mails in « Mon compte », and a new password link follows it', async () => {
    await as(pablo, http().put('/api/compte/langue')).send({ langue: 'pt' }).expect(200, { code: 200 });
    expect((await as(pablo, http().get('/api/compte/moi')).expect(200)).body.langue).toBe('pt');
    await http().post('/api/forgot-password').send({ email: 'pablo@exemple.es' }).expect(200);
    expect((await mailsTo('pablo@exemple.es')).map((mail) => mail.subject)).toContain('Redefinição da sua palavra-passe');
  });

  it('is refused a language Cep does not offer, under its field, and keeps theirs', async () => {
    for (const langue of ['de', '', 'ES', 3]) {
      const refused = await as(pablo, http().put('/api/compte/langue')).send({ langue }).expect(400);
      expect(refused.body).toEqual({ code: 400, errors: { langue: messages.langueInconnue } });
    }
    const missing = await as(pablo, http().put('/api/compte/langue')).send({}).expect(400);
    expect(missing.body.errors).toEqual({ langue: messages.langueInconnue });
    expect((await as(pablo, http().get('/api/compte/moi')).expect(200)).body.langue).toBe('pt');
  });
});

describe('a French candidate', () => {
  it('gets the spec’s French text to the letter, and an unknown language at sign-up is French', async () => {
    const lucas = await signUp('lucas@exemple.fr', 'Lucas', 'de');
    expect((await as(lucas, http().get('/api/compte/moi')).expect(200)).body.langue).toBe('fr');
    await preselect(await applyTo(lucas));
    const preselected = (await mailsTo('lucas@exemple.fr')).find((mail) => mail.subject === 'Bonne nouvelle : Vendangeur');
    expect(preselected?.text).toBe(
      [
        'Bonjour Lucas,',
        '',
        'Votre candidature à l’offre « Vendangeur » de Château Lafleur a été présélectionnée.',
        '',
        'Le recruteur reviendra vers vous pour la suite du recrutement.',
        '',
        `Suivre mes candidatures : ${siteUrl('/candidat/candidatures')}`,
        '',
        'L’équipe Cep',
      ].join('\n'),
    );
  });

  it('is French when the site sent no language', async () => {
    const lea = await signUp('lea@exemple.fr', 'Léa');
    expect((await as(lea, http().get('/api/compte/moi')).expect(200)).body.langue).toBe('fr');
    expect((await mailsTo('lea@exemple.fr')).map((mail) => mail.subject)).toEqual(['Confirmez votre adresse e-mail']);
  });
});

describe('a recruiter', () => {
  it('signs up from a Spanish page and still gets French e-mails; the language route is not theirs', async () => {
    await http()
      .post('/api/inscription/recruteur')
      .send({
        prenom: 'Marta',
        nom: 'Ruiz',
        email: 'marta@bodega.es',
        societeRaisonsocial: 'Bodega Ruiz',
        secteurActivite: 'Viticulture',
        plainPassword: { first: PASSWORD, second: PASSWORD },
        langue: 'es',
      })
      .expect(200);
    expect((await mailsTo('marta@bodega.es')).map((mail) => mail.subject)).toEqual(['Confirmez votre adresse e-mail']);
    const jwt = (await http().post('/api/auth/local').send({ identifier: 'marta@bodega.es', password: PASSWORD }).expect(200)).body.jwt;
    expect((await as(jwt, http().get('/api/compte/moi')).expect(200)).body.langue).toBe('fr');
    await as(jwt, http().put('/api/compte/langue')).send({ langue: 'es' }).expect(403);
  });
});
