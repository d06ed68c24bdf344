import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import request from 'supertest';
import { ledger } from '../src/api/account/services/ledger';
import { privateStorage } from '../src/private-files/storage';
import { settleOrder } from '../src/api/commerce/services/fulfilment';
import { companyAccount, memberOf, schoolAccount, subsidiaryOf, type TestAccount } from './helpers/accounts';
import { candidateWithCompleteCv } from './helpers/candidates';
import { startFakeStripe } from './helpers/fake-stripe';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole, TEST_PASSWORD } from './helpers/users';
import { STAFF_ROLES } from '@cep/domain';
import { routeKey, type Access, type Role } from '@cep/domain/contracts';
import { contractActions, CONTRACT_FEATURES } from '../src/contracts/features';

/**
 * The access matrix: every route the cms serves × every kind of caller, each cell ALLOW or DENY. DENY is
 * 401, 403, 404 (another account's record does not exist for the caller) or 405; any 5xx is a wrong cell
 * whatever was expected. A route registered without a row fails the suite, so a new route cannot skip it.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const http = () => request(strapi.server.httpServer);

const ACTORS = [
  'public',
  'candidatA',
  'candidatB',
  'recruteurA_proprio',
  'recruteurA',
  'recruteurB_proprio',
  'ecole',
  'moderateur',
  'editeur',
] as const;
type Actor = (typeof ACTORS)[number];
const ALL = ACTORS;
const LOGGED = ACTORS.filter((a) => a !== 'public');
const CANDIDATES: Actor[] = ['candidatA', 'candidatB'];
const RECRUITERS: Actor[] = ['recruteurA_proprio', 'recruteurA', 'recruteurB_proprio'];
const OWNERS: Actor[] = ['recruteurA_proprio', 'recruteurB_proprio'];
const ACCOUNT_A: Actor[] = ['recruteurA_proprio', 'recruteurA'];
const STAFF: Actor[] = ['moderateur', 'editeur'];
const NOBODY: Actor[] = [];

const jwt = {} as Record<Actor, string>;
const email = {} as Record<Actor, string>;
let accountA: TestAccount;
let offerOfA = '';
let publishedOffer = '';
let entryOfA = '';
let emailId = '';
let publishedOfferId = 0;
let urlOffer = '';
let harvestOfferOfA = '';
let jobDayOfA = '';
let jobDayToCancel = '';
let jobSlotOfA = '';
let invoiceOfA = '';
let paidOrderOfA = '';
let visibleCv = '';
let school: TestAccount;
let onlineArticle = '';
const ONLINE_ARTICLE_SLUG = 'article-en-ligne';
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;

const BILLING = {
  societeFactureRaisonSociale: 'Château A',
  societeFactureAdresse: '1 rue du Chai',
  societeFactureCodePostal: '33000',
  societeFactureVille: 'Bordeaux',
  societeFacturePays: 'FR',
  societeFactureTva: 'FR12345678901',
};

/** An order of account A waiting for its card payment, made afresh so each caller finds one to act on. */
async function waitingOrderOfA(): Promise<string> {
  const created = await strapi.documents('api::commerce.order').create({
    data: {
      reference: `CEP-${randomUUID().slice(0, 8).toUpperCase()}`,
      account: accountA.id,
      type: 'pack-cv',
      achat: { type: 'pack-cv', nombre: 1, libelle: 'Accès à 1 CV' },
      lignes: [],
      credits: { cv: 1 },
      sousTotalHt: 1500,
      totalHt: 1500,
      tauxTva: 20,
      tva: 300,
      totalTtc: 1800,
      facturation: BILLING,
      modePaiement: 'carte',
      etat: 'en_attente',
    },
  });
  return created.documentId;
}

interface Cell {
  /** `METHOD /path` as the route declares it; plugin routes start with the plugin's name. */
  route: string;
  allowed: readonly Actor[];
  call: (actor: Actor) => request.Test | Promise<request.Test>;
}

const as = (actor: Actor, test: request.Test) => (actor === 'public' ? test : test.auth(jwt[actor], { type: 'bearer' }));
const get = (path: string) => (a: Actor) => as(a, http().get(`/api${path}`));
const post =
  (path: string, body: object = {}) =>
  (a: Actor) =>
    as(a, http().post(`/api${path}`).send(body));
const put =
  (path: string, body: object = {}) =>
  (a: Actor) =>
    as(a, http().put(`/api${path}`).send(body));
const del = (path: string) => (a: Actor) => as(a, http().delete(`/api${path}`));

const uploadPhoto = (a: Actor) =>
  as(a, http().post('/api/candidat/cv/photo')).attach(
    'photo',
    readFileSync(path.join(__dirname, '../../test-fixtures/photo.jpg')),
    'photo.jpg',
  );

/** An application of candidate A to account A's offer (with a CV file), made afresh for each caller. */
async function applicationOfA(): Promise<string> {
  const candidate = await strapi.documents('api::candidate.candidate').findFirst({ filters: { user: { email: email.candidatA } } });
  const key = `candidatures/${randomUUID()}`;
  await privateStorage(strapi).put(key, readFileSync(path.join(__dirname, '../../test-fixtures/cv.pdf')), 'application/pdf');
  const created = await strapi.documents('api::application.application').create({
    data: {
      offer: publishedOfferId,
      offreRef: publishedOfferId,
      candidate: candidate!.id,
      account: accountA.id,
      message: 'Bonjour',
      cv: { cle: key, nom: 'CV.pdf', taille: 611, type: 'application/pdf' },
      offreTitre: 'Maître de chai',
    },
  });
  return created.documentId;
}

/** An unsolicited application of candidate A to account A, with a CV, made afresh for each caller. */
async function unsolicitedOfA(): Promise<string> {
  const candidate = await strapi.documents('api::candidate.candidate').findFirst({ filters: { user: { email: email.candidatA } } });
  const key = `spontanees/${randomUUID()}`;
  await privateStorage(strapi).put(key, readFileSync(path.join(__dirname, '../../test-fixtures/cv.pdf')), 'application/pdf');
  const created = await strapi.documents('api::unsolicited.unsolicited-application').create({
    data: {
      account: accountA.id,
      company: accountA.organisation.id,
      candidate: candidate!.id,
      cle: `matrice:${randomUUID()}`,
      message: 'Bonjour',
      cv: { cle: key, nom: 'CV.pdf', taille: 611, type: 'application/pdf' },
      candidatEmail: email.candidatA,
      invitations: [],
    },
  });
  return created.documentId;
}

/** A conversation of account A with candidate A holding one message with a PDF, made afresh for each caller. */
async function conversationOfA(): Promise<{ token: string; message: string }> {
  const candidate = await strapi.documents('api::candidate.candidate').findFirst({ filters: { user: { email: email.candidatA } } });
  const key = `messagerie/${randomUUID()}`;
  await privateStorage(strapi).put(key, readFileSync(path.join(__dirname, '../../test-fixtures/cv.pdf')), 'application/pdf');
  const token = randomUUID().replace(/-/g, '');
  const conversation = await strapi.documents('api::messaging.conversation').create({
    data: { token, account: accountA.id, candidate: candidate!.id, candidatNom: 'Candidat A', dernierMessageLe: new Date().toISOString() },
  });
  const message = await strapi.documents('api::messaging.chat-message').create({
    data: {
      conversation: conversation.id,
      conversationRef: Number(conversation.id),
      auteur: 'recrutement',
      texte: 'Bonjour',
      pj: { cle: key, nom: 'CV.pdf', taille: 611, type: 'application/pdf' },
    },
  });
  return { token, message: message.documentId };
}

/** A live stream: the status, then the connection is dropped (an allowed caller's stream never ends by itself). */
const stream = (path: string) => (a: Actor) =>
  as(a, http().get(`/api${path}`))
    .buffer(true)
    .parse((res, done) => {
      let ended = false;
      const finish = () => {
        if (ended) return;
        ended = true;
        done(null, null);
        res.destroy();
      };
      res.once('data', finish);
      res.once('end', finish);
    });

/** A draft of account A, made afresh so each caller allowed to delete it finds one. */
async function freshOfferOfA(): Promise<string> {
  const offer = await strapi.documents('api::offer.offer').create({
    data: { offreTitre: 'Caviste', offreContrat: 1, etat: 'brouillon', account: accountA.id, company: accountA.organisation.id },
  });
  return offer.documentId;
}

/** A line and a language of candidate A's CV, made afresh so each caller allowed to delete one finds it. */
async function cvLineOfA(): Promise<string> {
  const res = await as(
    'candidatA',
    http().post('/api/candidat/cv/experience').send({ titre: 'Caviste', debutMois: 1, debutAnnee: 2020, enCours: true }),
  );
  return res.body.id as string;
}
async function cvLanguageOfA(): Promise<string> {
  return (await as('candidatA', http().post('/api/candidat/cv/langue').send({ langue: 1, niveau: 2 }))).body.id as string;
}

/** An alert of candidate A (made once: at most 20 per candidate), or a new one for each caller to delete. */
let kept: { alert?: string; cvAlert?: string } = {};
async function alertOfA(fresh = false): Promise<string> {
  if (kept.alert && !fresh) return kept.alert;
  const res = await as(
    'candidatA',
    http()
      .post('/api/candidat/alerte')
      .send({ motCle: `caviste ${randomUUID().slice(0, 8)}` }),
  );
  if (!fresh) kept = { ...kept, alert: res.body.alerte.id };
  return res.body.alerte.id as string;
}

/** A CV alert of account A, kept or new as above. */
async function cvAlertOfA(fresh = false): Promise<string> {
  if (kept.cvAlert && !fresh) return kept.cvAlert;
  const res = await as(
    'recruteurA',
    http()
      .post('/api/recrutement/ajout-alerte/cvtheque')
      .send({ titre: 'Cavistes', contrats: [1] }),
  );
  if (!fresh) kept = { ...kept, cvAlert: res.body.alerte.id };
  return res.body.alerte.id as string;
}

/** A new session of the actor, so logging it out leaves the matrix's own token alive. */
/** An article of an account (a draft), made afresh when the call deletes it. */
async function articleOf(account: TestAccount): Promise<string> {
  const created = await strapi.documents('api::blog.article').create({
    data: {
      titre: 'Brouillon',
      slug: `brouillon-${randomUUID()}`,
      statut: 'brouillon',
      auteurType: 'entreprise',
      revue: 'aucune',
      account: account.id,
    },
  });
  return created.documentId;
}

async function freshSession(actor: Actor) {
  const res = await http().post('/api/auth/local').send({ identifier: email[actor], password: TEST_PASSWORD });
  return res.body as { jwt: string; refreshToken: string };
}

/** An event of the account, made afresh so each caller allowed to delete it finds one. */
async function eventOf(account: TestAccount): Promise<string> {
  const created = await strapi.documents('api::page.event').create({
    data: { titre: 'Salon', localisation: 'Bordeaux', dateDebut: '2099-03-01', dateFin: '2099-03-02', account: account.id },
  });
  return created.documentId;
}

/** A page put online (or left as it is), so its public read has something to show. */
async function online(uid: 'api::company.company' | 'api::school.school', documentId: string): Promise<string> {
  await strapi.documents(uid).update({ documentId, data: { enLigne: true } });
  return documentId;
}

/** A gallery photo sent by the caller first: deleting index 0 then finds one when the caller may. */
const photoThenDelete = (upload: string, remove: string) => async (a: Actor) => {
  await as(a, http().post(`/api${upload}`)).attach(
    'photo',
    readFileSync(path.join(__dirname, '../../test-fixtures/photo.jpg')),
    'photo.jpg',
  );
  return del(remove)(a);
};

/** A course of the school (with a session), made afresh so each caller allowed to delete it finds one. */
async function courseOfSchool(etat: 'brouillon' | 'publiee' = 'brouillon'): Promise<{ course: string; session: string }> {
  const course = await strapi.documents('api::course.course').create({
    data: { titre: 'BTS Viticulture', etat, account: school.id, school: school.organisation.id },
  });
  const session = await strapi.documents('api::course.course-session').create({
    data: { lieu: 'Blanquefort', dateDeb: '2099-09-01', dateFin: '2099-09-30', course: course.id },
  });
  return { course: course.documentId, session: session.documentId };
}

const CELLS: Cell[] = [
  // Account: every user's own sections; company and school sections are their owner's.
  { route: 'GET /compte/moi', allowed: LOGGED, call: get('/compte/moi') },
  { route: 'GET /compte', allowed: LOGGED, call: get('/compte') },
  {
    route: 'PUT /compte/utilisateur',
    allowed: LOGGED,
    call: (a) => put('/compte/utilisateur', { prenom: 'Test', nom: a, email: email[a] ?? 'x@x.fr' })(a),
  },
  // A wrong current password: an allowed caller reaches the check (400), nobody's password changes.
  {
    route: 'PUT /compte/connexion',
    allowed: LOGGED,
    call: put('/compte/connexion', { currentPassword: 'faux', plainPassword: { first: 'Vendange2027!', second: 'Vendange2027!' } }),
  },
  // Confirmed users are answered `confirme: true`; nobody receives a link here (the matrix's users are confirmed).
  { route: 'POST /compte/confirmation', allowed: LOGGED, call: post('/compte/confirmation') },
  // A language not offered: an allowed caller reaches the check (400), nobody's language changes.
  { route: 'PUT /compte/langue', allowed: CANDIDATES, call: put('/compte/langue', { langue: 'de' }) },
  { route: 'PUT /compte/entreprise', allowed: OWNERS, call: put('/compte/entreprise', { societeRaisonsocial: '' }) },
  // A school's billing has the same route (its own schema): both owners, no one else.
  { route: 'PUT /compte/facturation', allowed: [...OWNERS, 'ecole'], call: put('/compte/facturation', { factureDifferente: true }) },
  { route: 'PUT /compte/etablissement', allowed: ['ecole'], call: put('/compte/etablissement', { ecoleNom: '' }) },
  { route: 'GET /recrutement/recruteurs', allowed: RECRUITERS, call: get('/recrutement/recruteurs') },
  { route: 'POST /recrutement/nouveau-recruteur', allowed: OWNERS, call: post('/recrutement/nouveau-recruteur', { recruteurNom: '' }) },
  {
    route: 'PUT /recrutement/recruteur/:id',
    allowed: ['recruteurA_proprio'],
    call: async (a) => {
      const colleague = await memberOf(strapi, accountA, `collegue.${a}.${Date.now()}@matrice.fr`);
      return put(`/recrutement/recruteur/${colleague.id}`, { recruteurNom: '' })(a);
    },
  },
  {
    route: 'DELETE /recrutement/delete/recruteur/:id',
    allowed: ['recruteurA_proprio'],
    call: async (a) => del(`/recrutement/delete/recruteur/${(await memberOf(strapi, accountA, `depart.${a}@matrice.fr`)).id}`)(a),
  },
  { route: 'POST /recrutement/contact', allowed: RECRUITERS, call: post('/recrutement/contact', { message: '' }) },
  { route: 'GET /recrutement/filiales', allowed: RECRUITERS, call: get('/recrutement/filiales') },
  { route: 'POST /recrutement/add/societefiliale', allowed: OWNERS, call: post('/recrutement/add/societefiliale', { pays: '' }) },
  {
    route: 'DELETE /recrutement/delete/societefiliale/:id',
    allowed: ['recruteurA_proprio'],
    call: async (a) => del(`/recrutement/delete/societefiliale/${(await subsidiaryOf(strapi, accountA, `Filiale ${a}`)).documentId}`)(a),
  },

  // Offers: public reads, the candidate's shortlist, and the recruiter routes scoped to the account.
  { route: 'GET /offres/:id', allowed: ALL, call: (a) => get(`/offres/${publishedOffer}`)(a) },
  { route: 'GET /plan/offres', allowed: ALL, call: get('/plan/offres') },
  { route: 'POST /offre/selection/:id', allowed: ALL, call: (a) => post(`/offre/selection/${publishedOffer}`)(a) },
  { route: 'GET /candidat/selection', allowed: CANDIDATES, call: get('/candidat/selection') },
  { route: 'GET /recrutement/offres', allowed: RECRUITERS, call: get('/recrutement/offres') },
  { route: 'POST /recrutement/offre/description-offre', allowed: RECRUITERS, call: post('/recrutement/offre/description-offre', {}) },
  {
    route: 'GET /recrutement/offre/description-offre/:id',
    allowed: ACCOUNT_A,
    call: (a) => get(`/recrutement/offre/description-offre/${offerOfA}`)(a),
  },
  {
    route: 'PUT /recrutement/offre/description-offre/:id',
    allowed: ACCOUNT_A,
    call: (a) => put(`/recrutement/offre/description-offre/${offerOfA}`)(a),
  },
  {
    route: 'POST /recrutement/offre/:id/photocouverture',
    allowed: ACCOUNT_A,
    call: (a) => post(`/recrutement/offre/${offerOfA}/photocouverture`)(a),
  },
  {
    route: 'GET /recrutement/offre/:id/description-entreprise',
    allowed: ACCOUNT_A,
    call: (a) => get(`/recrutement/offre/${offerOfA}/description-entreprise`)(a),
  },
  {
    route: 'PUT /recrutement/offre/:id/description-entreprise',
    allowed: ACCOUNT_A,
    call: (a) => put(`/recrutement/offre/${offerOfA}/description-entreprise`)(a),
  },
  {
    route: 'GET /recrutement/offre/:id/traductions',
    allowed: ACCOUNT_A,
    call: (a) => get(`/recrutement/offre/${offerOfA}/traductions`)(a),
  },
  // No language filled: the draft's translations are saved empty.
  {
    route: 'PUT /recrutement/offre/:id/traductions',
    allowed: ACCOUNT_A,
    call: (a) => put(`/recrutement/offre/${offerOfA}/traductions`)(a),
  },
  { route: 'GET /recrutement/offre/:id/paiement', allowed: ACCOUNT_A, call: (a) => get(`/recrutement/offre/${offerOfA}/paiement`)(a) },
  // The draft is incomplete: an allowed caller is answered 400, and nothing is published.
  { route: 'POST /recrutement/offre/:id/paiement', allowed: ACCOUNT_A, call: (a) => post(`/recrutement/offre/${offerOfA}/paiement`)(a) },
  {
    route: 'POST /recrutement/offre/update/:id/:action',
    allowed: ACCOUNT_A,
    call: (a) => post(`/recrutement/offre/update/${offerOfA}/suspendre`)(a),
  },
  {
    route: 'DELETE /recrutement/delete/offre/:id',
    allowed: ACCOUNT_A,
    call: async (a) => del(`/recrutement/delete/offre/${await freshOfferOfA()}`)(a),
  },

  // Commerce: packs are public; buying is any account's, for itself (a school buys only its subscription: a
  // pack is not found for it); an order or invoice of account A is not found by anyone else. Stripe's webhook
  // is public: its signature is the authentication.
  { route: 'GET /packs', allowed: ALL, call: get('/packs') },
  // The OpenAPI document of the contracts (issue #39): staff only.
  { route: 'GET /reference/openapi.json', allowed: STAFF, call: get('/reference/openapi.json') },
  { route: 'GET /recrutement/achat', allowed: RECRUITERS, call: get('/recrutement/achat?type=pack&pack=standard') },
  { route: 'GET /recrutement/achat', allowed: [...RECRUITERS, 'ecole'], call: get('/recrutement/achat?type=abonnement') },
  { route: 'GET /recrutement/societe/tva', allowed: RECRUITERS, call: get('/recrutement/societe/tva') },
  { route: 'GET /codepromo/validation/:code', allowed: RECRUITERS, call: get('/codepromo/validation/MATRICE') },
  { route: 'GET /codepromo/validation/:code/pack-cv/:nombre', allowed: RECRUITERS, call: get('/codepromo/validation/MATRICE/pack-cv/5') },
  { route: 'GET /codepromo/validation/:code/pack/:pack', allowed: RECRUITERS, call: get('/codepromo/validation/MATRICE/pack/premium') },
  {
    route: 'GET /codepromo/validation/:code/abonnement',
    allowed: [...RECRUITERS, 'ecole'],
    call: get('/codepromo/validation/MATRICE/abonnement'),
  },
  {
    route: 'GET /codepromo/validation/:code/offre/:offre',
    allowed: NOBODY,
    // Account A's draft is incomplete (nothing to buy yet): the code says nothing of it to anyone.
    call: (a) => get(`/codepromo/validation/MATRICE/offre/${offerOfA}`)(a),
  },
  {
    route: 'POST /recrutement/commande',
    allowed: RECRUITERS,
    call: post('/recrutement/commande', { achat: { type: 'pack-cv', nombre: 1 }, ...BILLING, modePaiement: 'virement' }),
  },
  {
    route: 'POST /recrutement/commande',
    allowed: [...RECRUITERS, 'ecole'],
    call: post('/recrutement/commande', { achat: { type: 'abonnement' }, ...BILLING, modePaiement: 'virement' }),
  },
  { route: 'GET /recrutement/commandes', allowed: [...RECRUITERS, 'ecole'], call: get('/recrutement/commandes') },
  {
    route: 'GET /recrutement/commande/:id',
    allowed: ACCOUNT_A,
    call: async (a) => get(`/recrutement/commande/${await waitingOrderOfA()}`)(a),
  },
  {
    route: 'POST /recrutement/commande/:id/confirmation',
    allowed: ACCOUNT_A,
    call: async (a) => post(`/recrutement/commande/${await waitingOrderOfA()}/confirmation`)(a),
  },
  {
    route: 'POST /recrutement/commande/:id/paiement',
    allowed: ACCOUNT_A,
    call: async (a) => post(`/recrutement/commande/${await waitingOrderOfA()}/paiement`)(a),
  },
  {
    route: 'POST /recrutement/commande/:id/annulation',
    allowed: ACCOUNT_A,
    call: async (a) => post(`/recrutement/commande/${await waitingOrderOfA()}/annulation`)(a),
  },
  { route: 'GET /recrutement/facture/:numero', allowed: ACCOUNT_A, call: (a) => get(`/recrutement/facture/${invoiceOfA}`)(a) },
  // Staff who read orders download their invoices; nobody else, whatever the numbers they try.
  {
    route: 'GET /backoffice/:resource(orders)/:id/factures/:numero',
    allowed: ['moderateur'],
    call: (a) => get(`/backoffice/orders/${paidOrderOfA}/factures/${invoiceOfA}`)(a),
  },
  // Unsigned: 400 for everyone (reached, refused by the signature check).
  { route: 'POST /paiement/stripe/webhook', allowed: ALL, call: post('/paiement/stripe/webhook', { id: 'evt_x' }) },
  // Account A has no newsletter credit: its recruiters are answered 402 (reached), nothing is spent.
  {
    route: 'POST /recrutement/offre/:id/utilisation/booster/:type',
    allowed: ACCOUNT_A,
    call: (a) => post(`/recrutement/offre/${publishedOffer}/utilisation/booster/2`)(a),
  },
  { route: 'GET /load-card-offre/:id', allowed: ACCOUNT_A, call: (a) => get(`/load-card-offre/${publishedOffer}`)(a) },
  {
    route: 'GET /recrutement/offre/:ref/utilisation/boost/reseaux/sociaux',
    allowed: ACCOUNT_A,
    call: (a) => get(`/recrutement/offre/${publishedOffer}/utilisation/boost/reseaux/sociaux`)(a),
  },
  // No date: an allowed caller is answered 400 with the spec's message; nothing is booked.
  {
    route: 'POST /recrutement/offre/:ref/utilisation/boost/reseaux/sociaux',
    allowed: ACCOUNT_A,
    call: (a) => post(`/recrutement/offre/${publishedOffer}/utilisation/boost/reseaux/sociaux`)(a),
  },

  // Unsolicited applications (issue #40 item 4): candidates write (an empty message: 400, nothing sent); each account
  // reads its own pool; the invitation and the CV are the account's (B: 404).
  {
    route: 'POST /entreprises/:id/candidature-spontanee',
    allowed: CANDIDATES,
    call: (a) => post(`/entreprises/${accountA.organisation.documentId}/candidature-spontanee`, { message: '' })(a),
  },
  { route: 'GET /recrutement/candidatures-spontanees', allowed: RECRUITERS, call: get('/recrutement/candidatures-spontanees') },
  {
    route: 'POST /recrutement/candidatures-spontanees/:id/inviter/:offerId',
    allowed: ACCOUNT_A,
    call: async (a) => post(`/recrutement/candidatures-spontanees/${await unsolicitedOfA()}/inviter/${publishedOffer}`)(a),
  },
  {
    route: 'GET /recrutement/candidatures-spontanees/:id/cv',
    allowed: ACCOUNT_A,
    call: async (a) => get(`/recrutement/candidatures-spontanees/${await unsolicitedOfA()}/cv`)(a),
  },
  // Several harvest offers at once (issue #40 item 3): a candidate's; an offer outside the harvest is only reported.
  {
    route: 'POST /offres/postuler-plusieurs',
    allowed: CANDIDATES,
    call: (a) => post('/offres/postuler-plusieurs', { offres: [publishedOffer] })(a),
  },
  // A harvest's confirmed start (issue #40 item 2): the account's recruiters (nobody preselected: 409, nothing sent);
  // the worker's signed link is public, its signature is the proof (none here: 400 for everyone).
  {
    route: 'GET /recrutement/offre/demarrage/:offerId',
    allowed: ACCOUNT_A,
    call: (a) => get(`/recrutement/offre/demarrage/${harvestOfferOfA}`)(a),
  },
  {
    route: 'POST /recrutement/offre/demarrage/:offerId',
    allowed: ACCOUNT_A,
    call: (a) =>
      post(`/recrutement/offre/demarrage/${harvestOfferOfA}`, {
        date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        heure: '07:30',
        lieu: 'Cour du château',
      })(a),
  },
  {
    route: 'POST /recrutement/offre/demarrage/:offerId/relance',
    allowed: ACCOUNT_A,
    call: (a) => post(`/recrutement/offre/demarrage/${harvestOfferOfA}/relance`)(a),
  },
  { route: 'POST /vendanges/demarrage/lien', allowed: ALL, call: post('/vendanges/demarrage/lien', { r: 1, e: 1, t: 'faux' }) },
  {
    route: 'POST /vendanges/demarrage/reponse',
    allowed: ALL,
    call: post('/vendanges/demarrage/reponse', { r: 1, e: 1, t: 'faux', tour: 1, reponse: 'present' }),
  },

  // « Mes saisonniers » (issue #40 item 5): the account's own (B: 404, whatever it sends; A's malformed mark and empty
  // invitation: 400, nothing written); the re-hire link is public, its signature the proof (none here: 400); what
  // estates recorded is the candidate's to read.
  {
    route: 'GET /recrutement/offre/bilan/:offerId',
    allowed: ACCOUNT_A,
    call: (a) => get(`/recrutement/offre/bilan/${harvestOfferOfA}`)(a),
  },
  {
    route: 'POST /recrutement/offre/bilan/:offerId',
    allowed: ACCOUNT_A,
    call: (a) => post(`/recrutement/offre/bilan/${harvestOfferOfA}`, { candidature: 'inconnue', bilan: 'renvoye' })(a),
  },
  { route: 'GET /recrutement/saisonniers', allowed: RECRUITERS, call: get('/recrutement/saisonniers') },
  {
    route: 'POST /recrutement/saisonniers/inviter',
    allowed: ACCOUNT_A,
    call: (a) => post('/recrutement/saisonniers/inviter', { offre: harvestOfferOfA, saisonniers: [] })(a),
  },
  { route: 'POST /vendanges/reprise/lien', allowed: ALL, call: post('/vendanges/reprise/lien', { r: 'x', o: 'y', e: 1, t: 'faux' }) },
  {
    route: 'POST /vendanges/reprise/postuler',
    allowed: ALL,
    call: post('/vendanges/reprise/postuler', {
      r: 'x',
      o: 'y',
      e: 1,
      t: 'faux',
      disponibleDu: '2027-09-01',
      disponibleAu: '2027-09-20',
      telephone: '0612345678',
      candidatOffreReponse: 'Je reviens.',
    }),
  },
  { route: 'GET /candidat/saisons', allowed: CANDIDATES, call: get('/candidat/saisons') },

  // Harvest job-dating (issue #40 item 6): any account's members organise (an empty form: 400, nothing made); a day is
  // its account's (B: 404); the public reads the days; candidates book (in order: booked, its calendar, cancelled).
  { route: 'GET /compte/job-dating', allowed: [...RECRUITERS, 'ecole'], call: get('/compte/job-dating') },
  { route: 'POST /compte/job-dating', allowed: [...RECRUITERS, 'ecole'], call: post('/compte/job-dating', {}) },
  { route: 'GET /compte/job-dating/:id', allowed: ACCOUNT_A, call: (a) => get(`/compte/job-dating/${jobDayOfA}`)(a) },
  {
    route: 'GET /compte/job-dating/:id/calendrier.ics',
    allowed: ACCOUNT_A,
    call: (a) => get(`/compte/job-dating/${jobDayOfA}/calendrier.ics`)(a),
  },
  {
    route: 'POST /compte/job-dating/:id/annuler',
    allowed: ACCOUNT_A,
    call: (a) => post(`/compte/job-dating/${jobDayToCancel}/annuler`)(a),
  },
  { route: 'GET /job-dating', allowed: ALL, call: get('/job-dating') },
  { route: 'GET /job-dating/:id', allowed: ALL, call: (a) => get(`/job-dating/${jobDayOfA}`)(a) },
  {
    route: 'POST /job-dating/:id/reserver/:slotId',
    allowed: CANDIDATES,
    call: (a) => post(`/job-dating/${jobDayOfA}/reserver/${jobSlotOfA}`)(a),
  },
  { route: 'GET /job-dating/:id/reservation.ics', allowed: CANDIDATES, call: (a) => get(`/job-dating/${jobDayOfA}/reservation.ics`)(a) },
  { route: 'POST /job-dating/:id/annuler', allowed: CANDIDATES, call: (a) => post(`/job-dating/${jobDayOfA}/annuler`)(a) },

  // Urgent SMS (issue #41 item 5): the candidate's own (an empty number or code: 400, nothing sent); the provider's
  // webhook is public, its signature the proof (none here: 400 for everyone).
  { route: 'GET /candidat/sms', allowed: CANDIDATES, call: get('/candidat/sms') },
  { route: 'POST /candidat/sms', allowed: CANDIDATES, call: post('/candidat/sms', { telephone: '' }) },
  { route: 'POST /candidat/sms/confirmation', allowed: CANDIDATES, call: post('/candidat/sms/confirmation', { code: '' }) },
  { route: 'DELETE /candidat/sms', allowed: CANDIDATES, call: del('/candidat/sms') },
  { route: 'POST /sms/entrant', allowed: ALL, call: post('/sms/entrant', { From: '+33612345678', Body: 'STOP' }) },

  // Web Push (issue #41 item 4): the candidate's own devices (a malformed subscription: 400; an unknown device: for
  // a candidate a 404 is the answer, so the two writes on one are checked in cms/tests/push.test.ts).
  { route: 'GET /candidat/push', allowed: CANDIDATES, call: get('/candidat/push') },
  { route: 'POST /candidat/push', allowed: CANDIDATES, call: post('/candidat/push', { endpoint: 'ftp://x' }) },
  { route: 'PUT /candidat/push/:id', allowed: CANDIDATES, call: put('/candidat/push/inconnu', { types: 'x' }) },
  { route: 'DELETE /candidat/push/:id', allowed: NOBODY, call: del('/candidat/push/inconnu') },

  // The preference centre: candidates' own; the newsletter's unsubscribe is public, its signature is the proof
  // (none here: 400 for everyone).
  // The preference centre: candidates, and recruiters for the messaging e-mail (issue #15).
  { route: 'GET /preference', allowed: [...CANDIDATES, ...RECRUITERS], call: get('/preference') },
  {
    route: 'POST /preference/webtosmc/:id/:checked',
    allowed: [...CANDIDATES, ...RECRUITERS],
    call: post('/preference/webtosmc/messagerie-email/1'),
  },
  // The centre opened from an e-mail: the signature is the proof (none here: 400 for everyone).
  { route: 'POST /preference/lien', allowed: ALL, call: post('/preference/lien', { u: 1, t: 'faux' }) },
  { route: 'POST /preference/lien/:id/:checked', allowed: ALL, call: post('/preference/lien/messagerie-email/0', { u: 1, t: 'faux' }) },
  { route: 'POST /newsletter/desinscription', allowed: ALL, call: post('/newsletter/desinscription', { c: 1, t: 'faux' }) },
  { route: 'POST /messagerie/desinscription', allowed: ALL, call: post('/messagerie/desinscription', { l: 'candidat', c: 1, t: 'faux' }) },

  // Candidates' alerts: their own; the digest's unsubscribe is public, its signature is the proof (none: 400).
  { route: 'POST /alerte/desinscription', allowed: ALL, call: post('/alerte/desinscription', { a: 1, t: 'faux' }) },
  { route: 'POST /alerte/:query', allowed: CANDIDATES, call: post(`/alerte/${encodeURIComponent('q=caviste&departement=33')}`) },
  { route: 'POST /alerte', allowed: CANDIDATES, call: post('/alerte') },
  { route: 'GET /candidat/alertes', allowed: CANDIDATES, call: get('/candidat/alertes') },
  { route: 'POST /candidat/alerte', allowed: CANDIDATES, call: post('/candidat/alerte') },
  { route: 'GET /candidat/alerte/:id', allowed: ['candidatA'], call: async (a) => get(`/candidat/alerte/${await alertOfA()}`)(a) },
  { route: 'PUT /candidat/alerte/:id', allowed: ['candidatA'], call: async (a) => put(`/candidat/alerte/${await alertOfA()}`)(a) },
  {
    route: 'POST /candidat/alerte/:id/:action(suspendre|activer)',
    allowed: ['candidatA'],
    call: async (a) => post(`/candidat/alerte/${await alertOfA()}/suspendre`)(a),
  },
  { route: 'DELETE /candidat/alerte/:id', allowed: ['candidatA'], call: async (a) => del(`/candidat/alerte/${await alertOfA(true)}`)(a) },

  // The CV library: accounts with access (A has a CV credit; B has none: 403); the CV bought by A stays A's.
  { route: 'GET /recrutement/cvtheque', allowed: ACCOUNT_A, call: get('/recrutement/cvtheque') },
  { route: 'GET /recrutement/cvtheque/:id', allowed: ACCOUNT_A, call: (a) => get(`/recrutement/cvtheque/${visibleCv}`)(a) },
  {
    route: 'GET /recrutement/cvtheque/:id/:file(photo|fichier)',
    allowed: ACCOUNT_A,
    call: (a) => get(`/recrutement/cvtheque/${visibleCv}/photo`)(a),
  },
  // Bought already by A: buying again is free (200).
  { route: 'POST /recrutement/achat/cv/:id', allowed: ACCOUNT_A, call: (a) => post(`/recrutement/achat/cv/${visibleCv}`)(a) },
  {
    route: 'POST /recrutement/candidat/:id/:action(like|dislike)',
    allowed: ACCOUNT_A,
    call: (a) => post(`/recrutement/candidat/${visibleCv}/like`)(a),
  },
  { route: 'GET /candidat/cv/acheteurs', allowed: CANDIDATES, call: get('/candidat/cv/acheteurs') },
  // CV alerts: the account's; an empty form reaches its check (400).
  { route: 'POST /recrutement/alerte/desinscription', allowed: ALL, call: post('/recrutement/alerte/desinscription', { a: 1, t: 'faux' }) },
  { route: 'GET /recrutement/alertes', allowed: RECRUITERS, call: get('/recrutement/alertes') },
  { route: 'GET /recrutement/alert/:id', allowed: ACCOUNT_A, call: async (a) => get(`/recrutement/alert/${await cvAlertOfA()}`)(a) },
  { route: 'POST /recrutement/ajout-alerte/cvtheque', allowed: RECRUITERS, call: post('/recrutement/ajout-alerte/cvtheque') },
  {
    route: 'POST /recrutement/active-alerte/:id',
    allowed: ACCOUNT_A,
    call: async (a) => post(`/recrutement/active-alerte/${await cvAlertOfA()}`)(a),
  },
  {
    route: 'DELETE /recrutement/delete-alerte/:id',
    allowed: ACCOUNT_A,
    call: async (a) => del(`/recrutement/delete-alerte/${await cvAlertOfA(true)}`)(a),
  },

  // The candidate's CV: candidates only, and only their own lines (candidate A's here).
  { route: 'GET /candidat/cv', allowed: CANDIDATES, call: get('/candidat/cv') },
  { route: 'PUT /candidat/cv', allowed: CANDIDATES, call: put('/candidat/cv') },
  // An empty form clears the harvest availability (issue #40 item 3).
  { route: 'PUT /candidat/cv/vendanges', allowed: CANDIDATES, call: put('/candidat/cv/vendanges') },
  { route: 'GET /load-form/:kind/:id', allowed: ['candidatA'], call: async (a) => get(`/load-form/experience/${await cvLineOfA()}`)(a) },
  { route: 'POST /candidat/cv/langue', allowed: CANDIDATES, call: post('/candidat/cv/langue') },
  { route: 'POST /candidat/cv/:kind', allowed: CANDIDATES, call: post('/candidat/cv/experience') },
  {
    route: 'PUT /candidat/cv/:kind/:id',
    allowed: ['candidatA'],
    call: async (a) => put(`/candidat/cv/experience/${await cvLineOfA()}`)(a),
  },
  {
    route: 'DELETE /canditat/profile/cv/delete/competence/langue/:id',
    allowed: ['candidatA'],
    call: async (a) => del(`/canditat/profile/cv/delete/competence/langue/${await cvLanguageOfA()}`)(a),
  },
  {
    route: 'DELETE /canditat/profile/cv/delete/:kind/:id',
    allowed: ['candidatA'],
    call: async (a) => del(`/canditat/profile/cv/delete/poste/${await cvLineOfA()}`)(a),
  },
  { route: 'POST /canditat/profile/visibile/recruteur', allowed: CANDIDATES, call: post('/canditat/profile/visibile/recruteur') },
  { route: 'GET /offre/profil/test', allowed: CANDIDATES, call: get('/offre/profil/test') },
  // The candidate's photo and CV file: the caller's own (each candidate sends one first, then reads it back).
  { route: 'POST /candidat/cv/:file(photo|fichier)', allowed: CANDIDATES, call: (a) => uploadPhoto(a) },
  {
    route: 'GET /candidat/cv/:file(photo|fichier)',
    allowed: CANDIDATES,
    call: async (a) => {
      await uploadPhoto(a);
      return get('/candidat/cv/photo')(a);
    },
  },
  { route: 'DELETE /candidat/cv/:file(photo|fichier)', allowed: CANDIDATES, call: del('/candidat/cv/photo') },
  { route: 'GET /candidat/donnees', allowed: CANDIDATES, call: get('/candidat/donnees') },
  // A wrong password: candidates reach the check (400) and nothing is deleted.
  { route: 'POST /candidat/compte/suppression', allowed: CANDIDATES, call: post('/candidat/compte/suppression', { password: 'faux' }) },

  // Applications: candidates apply and see their own; the offer's account sees, decides, downloads.
  { route: 'GET /offres/:id/postuler', allowed: CANDIDATES, call: (a) => get(`/offres/${publishedOffer}/postuler`)(a) },
  {
    route: 'POST /offres/:id/postuler',
    allowed: CANDIDATES,
    // Without a CV the answer is the candidate's own form refusal (400): allowed, and nothing is stored.
    call: (a) => as(a, http().post(`/api/offres/${publishedOffer}/postuler`)).field('candidatOffreReponse', 'Bonjour'),
  },
  { route: 'POST /offres/:id/postuler/redirection', allowed: CANDIDATES, call: (a) => post(`/offres/${urlOffer}/postuler/redirection`)(a) },
  { route: 'GET /candidat/candidatures', allowed: CANDIDATES, call: get('/candidat/candidatures') },
  {
    route: 'POST /candidat/relance/candidature/:id',
    allowed: ['candidatA'],
    call: async (a) => post(`/candidat/relance/candidature/${await applicationOfA()}`)(a),
  },
  {
    route: 'DELETE /candidat/supprime/candidature/:id',
    allowed: ['candidatA'],
    call: async (a) => del(`/candidat/supprime/candidature/${await applicationOfA()}`)(a),
  },
  {
    route: 'GET /recrutement/offre/candidature/:offerId',
    allowed: ACCOUNT_A,
    call: (a) => get(`/recrutement/offre/candidature/${publishedOffer}`)(a),
  },
  {
    route: 'POST /recrutement/offre/candidature/changestatus/:id/:status',
    allowed: ACCOUNT_A,
    call: async (a) => post(`/recrutement/offre/candidature/changestatus/${await applicationOfA()}/1`)(a),
  },
  {
    route: 'GET /recrutement/candidature/:id/profil',
    allowed: ACCOUNT_A,
    call: async (a) => get(`/recrutement/candidature/${await applicationOfA()}/profil`)(a),
  },
  {
    route: 'GET /candidatures/:id/:file(cv|lettre|photo)',
    allowed: ['candidatA', ...ACCOUNT_A],
    call: async (a) => get(`/candidatures/${await applicationOfA()}/cv`)(a),
  },

  // Messaging: each side reaches its own conversations; any other caller's token is not found.
  ...(['recrutement', 'candidat'] as const).flatMap((side) => {
    const allowed: readonly Actor[] = side === 'recrutement' ? ACCOUNT_A : ['candidatA'];
    const everyone: readonly Actor[] = side === 'recrutement' ? RECRUITERS : CANDIDATES;
    const withToken = (route: string, call: (token: string, message: string) => (a: Actor) => request.Test) => ({
      route,
      allowed,
      call: async (a: Actor) => {
        const { token, message } = await conversationOfA();
        return call(token, message)(a);
      },
    });
    return [
      { route: `GET /${side}/messagerie/liste/conversation`, allowed: everyone, call: get(`/${side}/messagerie/liste/conversation`) },
      { route: `GET /${side}/messagerie/flux`, allowed: everyone, call: stream(`/${side}/messagerie/flux`) },
      { route: `POST /${side}/messagerie/nonlu`, allowed: everyone, call: post(`/${side}/messagerie/nonlu`) },
      withToken(`GET /${side}/messagerie/information/:token`, (t) => get(`/${side}/messagerie/information/${t}`)),
      withToken(`GET /${side}/messagerie/:token/listeMessages`, (t) => get(`/${side}/messagerie/${t}/listeMessages`)),
      withToken(`GET /${side}/messagerie/:token/headerConversation`, (t) => get(`/${side}/messagerie/${t}/headerConversation`)),
      withToken(`POST /${side}/messagerie/:token/lu`, (t) => post(`/${side}/messagerie/${t}/lu`)),
      withToken(`GET /${side}/messagerie/:token/pj/:id`, (t, m) => get(`/${side}/messagerie/${t}/pj/${m}`)),
      withToken(`POST /${side}/message/ajout/:token`, (t) => post(`/${side}/message/ajout/${t}`, { message: 'Bonjour' })),
      withToken(`POST /${side}/messagerie/suppression/:token`, (t) => post(`/${side}/messagerie/suppression/${t}`)),
      withToken(`POST /${side}/messagerie/blocage/:token`, (t) => post(`/${side}/messagerie/blocage/${t}`)),
      withToken(`POST /${side}/messagerie/deblocage/:token`, (t) => post(`/${side}/messagerie/deblocage/${t}`)),
      withToken(`POST /${side}/messagerie/signalement/:token`, (t) =>
        post(`/${side}/messagerie/signalement/${t}`, { motif: 'Propos déplacés.' }),
      ),
    ];
  }),
  {
    route: 'POST /recrutement/messagerie/nouvelle',
    allowed: ACCOUNT_A,
    call: async (a) => post('/recrutement/messagerie/nouvelle', { candidature: await applicationOfA() })(a),
  },

  // Backoffice: the staff roles, each resource saying who reads and who writes it.
  { route: 'GET /backoffice/me', allowed: STAFF, call: get('/backoffice/me') },
  { route: 'GET /backoffice/:resource', allowed: STAFF, call: get('/backoffice/offers') },
  { route: 'GET /backoffice/:resource/:id', allowed: STAFF, call: (a) => get(`/backoffice/offers/${publishedOffer}`)(a) },
  {
    route: 'PUT /backoffice/:resource/:id',
    allowed: ['moderateur'],
    call: (a) => put(`/backoffice/offers/${offerOfA}`, { etat: 'refusee' })(a),
  },
  { route: 'GET /backoffice/:resource (emails)', allowed: ['moderateur'], call: get('/backoffice/emails') },
  { route: 'GET /backoffice/:resource/:id (emails)', allowed: ['moderateur'], call: (a) => get(`/backoffice/emails/${emailId}`)(a) },
  // Sending again: an e-mail not given up answers 409 to a moderator, the others are refused first.
  {
    route: 'PUT /backoffice/:resource/:id (emails)',
    allowed: ['moderateur'],
    call: (a) => put(`/backoffice/emails/${emailId}`, { action: 'renvoyer' })(a),
  },
  { route: 'GET /backoffice/:resource (accounts)', allowed: ['moderateur'], call: get('/backoffice/accounts') },
  {
    route: 'GET /backoffice/:resource/:id (accounts)',
    allowed: ['moderateur'],
    call: (a) => get(`/backoffice/accounts/${accountA.documentId}`)(a),
  },
  { route: 'GET /backoffice/:resource (conversation-reports)', allowed: ['moderateur'], call: get('/backoffice/conversation-reports') },
  { route: 'GET /backoffice/:resource (contact-messages)', allowed: STAFF, call: get('/backoffice/contact-messages') },
  { route: 'GET /backoffice/:resource (campaigns)', allowed: STAFF, call: get('/backoffice/campaigns') },
  { route: 'GET /backoffice/:resource (credit-entries)', allowed: ['moderateur'], call: get('/backoffice/credit-entries') },
  {
    route: 'GET /backoffice/:resource/:id (credit-entries)',
    allowed: ['moderateur'],
    call: (a) => get(`/backoffice/credit-entries/${entryOfA}`)(a),
  },
  // An empty grant: the moderator reaches the form check (400); no credit moves.
  { route: 'POST /backoffice/:resource', allowed: ['moderateur'], call: post('/backoffice/credit-entries', {}) },
  { route: 'POST /backoffice/:resource (offers)', allowed: NOBODY, call: post('/backoffice/offers', {}) },
  { route: 'GET /backoffice/:resource (inconnue)', allowed: NOBODY, call: get('/backoffice/inconnue') },

  // The blog: public reads and likes (a visitor's like is answered 'non connecte'); each account manages its own
  // articles, writing while subscribed (account B is not: 403); staff keep the editorial resources.
  { route: 'GET /blog/articles', allowed: ALL, call: get('/blog/articles?page=1') },
  { route: 'GET /blog/categories', allowed: ALL, call: get('/blog/categories') },
  { route: 'GET /blog/article/:slug', allowed: ALL, call: get(`/blog/article/${ONLINE_ARTICLE_SLUG}`) },
  { route: 'GET /blog/:id/like', allowed: ALL, call: (a) => get(`/blog/${onlineArticle}/like`)(a) },
  { route: 'POST /blog/:id/like', allowed: ALL, call: (a) => post(`/blog/${onlineArticle}/like`)(a) },
  { route: 'POST /blog/:id/dislike', allowed: ALL, call: (a) => post(`/blog/${onlineArticle}/dislike`)(a) },
  { route: 'GET /plan/blog', allowed: ALL, call: get('/plan/blog') },
  { route: 'GET /mentions-legales', allowed: ALL, call: get('/mentions-legales') },
  { route: 'GET /temoignages', allowed: ALL, call: get('/temoignages') },
  ...(
    [
      ['recrutement', ACCOUNT_A, RECRUITERS],
      ['ecole', ['ecole'], ['ecole']],
    ] as const
  ).flatMap(([side, owners, readers]) => {
    const owner = () => (side === 'ecole' ? school : accountA);
    return [
      { route: `GET /${side}/blog/gestion`, allowed: readers, call: get(`/${side}/blog/gestion?statut=brouillon`) },
      {
        route: `GET /${side}/blog/article/:id`,
        allowed: owners,
        call: async (a: Actor) => get(`/${side}/blog/article/${await articleOf(owner())}`)(a),
      },
      // An empty form reaches its check (400): nothing is stored.
      { route: `POST /${side}/blog/article`, allowed: owners, call: post(`/${side}/blog/article`) },
      {
        route: `PUT /${side}/blog/article/:id`,
        allowed: owners,
        call: async (a: Actor) => put(`/${side}/blog/article/${await articleOf(owner())}`)(a),
      },
      // A draft cannot be deactivated: 409, reached.
      {
        route: `POST /${side}/blog/desactiver/:id`,
        allowed: owners,
        call: async (a: Actor) => post(`/${side}/blog/desactiver/${await articleOf(owner())}`)(a),
      },
      {
        route: `DELETE /${side}/blog/delete/:id`,
        allowed: owners,
        call: async (a: Actor) => del(`/${side}/blog/delete/${await articleOf(owner())}`)(a),
      },
    ];
  }),
  { route: 'GET /backoffice/:resource (articles)', allowed: STAFF, call: get('/backoffice/articles') },
  { route: 'GET /backoffice/:resource (article-reviews)', allowed: STAFF, call: get('/backoffice/article-reviews') },
  { route: 'GET /backoffice/:resource (blog-categories)', allowed: STAFF, call: get('/backoffice/blog-categories') },
  { route: 'GET /backoffice/:resource (testimonials)', allowed: STAFF, call: get('/backoffice/testimonials') },
  // An empty testimonial reaches its check (400); the offers have no deletion (405) and no file.
  { route: 'POST /backoffice/:resource (testimonials)', allowed: STAFF, call: post('/backoffice/testimonials', {}) },
  {
    route: 'DELETE /backoffice/:resource/:id',
    allowed: STAFF,
    call: async (a) => {
      const row = await strapi.documents('api::blog.testimonial').create({ data: { nom: 'X', fonction: 'Y', texte: 'Z' } });
      return del(`/backoffice/testimonials/${row.documentId}`)(a);
    },
  },
  { route: 'DELETE /backoffice/:resource/:id (offers)', allowed: NOBODY, call: (a) => del(`/backoffice/offers/${offerOfA}`)(a) },
  {
    route: 'POST /backoffice/:resource/:id/fichier',
    allowed: STAFF,
    call: (a) => post(`/backoffice/articles/${onlineArticle}/fichier`)(a),
  },
  {
    route: 'POST /backoffice/:resource/:id/fichier (offers)',
    allowed: NOBODY,
    call: (a) => post(`/backoffice/offers/${offerOfA}/fichier`)(a),
  },

  // Sign-up, password reset, places and search are public; a logged-in caller may use them too.
  { route: 'POST /inscription/candidat', allowed: ALL, call: post('/inscription/candidat') },
  { route: 'POST /inscription/recruteur', allowed: ALL, call: post('/inscription/recruteur') },
  { route: 'POST /inscription/ecole', allowed: ALL, call: post('/inscription/ecole') },
  { route: 'GET /inscription/confirmation', allowed: ALL, call: get('/inscription/confirmation?token=faux') },
  { route: 'POST /forgot-password', allowed: ALL, call: post('/forgot-password', { email: 'personne@matrice.fr' }) },
  { route: 'POST /reset-password', allowed: ALL, call: post('/reset-password', { token: 'faux' }) },
  { route: 'GET /villes/:query', allowed: ALL, call: get('/villes/paui') },
  { route: 'GET /villes', allowed: ALL, call: get('/villes') },
  { route: 'GET /villes_cp/:query', allowed: ALL, call: get('/villes_cp/beau?codepostal=21200') },
  { route: 'GET /villes_cp', allowed: ALL, call: get('/villes_cp') },
  { route: 'GET /zonegeo/:query', allowed: ALL, call: get('/zonegeo/giro') },
  { route: 'GET /json/localisation/:list', allowed: ALL, call: get('/json/localisation/33') },
  { route: 'GET /search/offres', allowed: ALL, call: get('/search/offres') },
  { route: 'GET /nboffre/:query', allowed: ALL, call: get('/nboffre/vendange') },

  // For load balancers and monitoring: health for anyone; the metrics only with METRICS_TOKEN, which no role holds.
  { route: 'GET /health/live', allowed: ALL, call: get('/health/live') },
  { route: 'GET /health/ready', allowed: ALL, call: get('/health/ready') },
  { route: 'GET /metrics', allowed: NOBODY, call: get('/metrics') },

  // Strapi's plugins: only login, refresh, logout and `users/me` are open; the rest is closed to every role.
  // Login and refresh are for visitors: a caller sending a token is refused (no Cep role holds them).
  {
    route: 'users-permissions POST /auth/local',
    allowed: ['public'],
    call: (a) => post('/auth/local', { identifier: `personne.${a}@matrice.fr`, password: 'faux' })(a),
  },
  {
    route: 'users-permissions POST /auth/refresh',
    allowed: ['public'],
    call: async (a) => post('/auth/refresh', { refreshToken: (await freshSession('candidatA')).refreshToken })(a),
  },
  {
    route: 'users-permissions POST /auth/logout',
    allowed: LOGGED,
    call: async (a) => {
      if (a === 'public') return http().post('/api/auth/logout');
      const session = await freshSession(a);
      return http().post('/api/auth/logout').auth(session.jwt, { type: 'bearer' }).send({ refreshToken: session.refreshToken });
    },
  },
  { route: 'users-permissions GET /users/me', allowed: LOGGED, call: get('/users/me') },
  { route: 'users-permissions GET /auth/sessions', allowed: NOBODY, call: get('/auth/sessions') },
  { route: 'users-permissions DELETE /auth/sessions/:sessionId', allowed: NOBODY, call: del('/auth/sessions/1') },
  { route: 'users-permissions GET /users/count', allowed: NOBODY, call: get('/users/count') },
  { route: 'users-permissions GET /users', allowed: NOBODY, call: get('/users') },
  { route: 'users-permissions GET /users/:id', allowed: NOBODY, call: get('/users/1') },
  {
    route: 'users-permissions POST /users',
    allowed: NOBODY,
    call: post('/users', { username: 'x', email: 'x@x.fr', password: 'Vendange2026!' }),
  },
  { route: 'users-permissions PUT /users/:id', allowed: NOBODY, call: put('/users/1', { blocked: true }) },
  { route: 'users-permissions DELETE /users/:id', allowed: NOBODY, call: del('/users/1') },
  { route: 'users-permissions GET /roles/:id', allowed: NOBODY, call: get('/users-permissions/roles/1') },
  { route: 'users-permissions GET /roles', allowed: NOBODY, call: get('/users-permissions/roles') },
  { route: 'users-permissions POST /roles', allowed: NOBODY, call: post('/users-permissions/roles', { name: 'x' }) },
  { route: 'users-permissions PUT /roles/:role', allowed: NOBODY, call: put('/users-permissions/roles/1', { name: 'x' }) },
  { route: 'users-permissions DELETE /roles/:role', allowed: NOBODY, call: del('/users-permissions/roles/1') },
  { route: 'users-permissions GET /permissions', allowed: NOBODY, call: get('/users-permissions/permissions') },
  { route: 'upload POST /', allowed: NOBODY, call: post('/upload') },
  { route: 'upload GET /files', allowed: NOBODY, call: get('/upload/files') },
  { route: 'upload GET /files/page', allowed: NOBODY, call: get('/upload/files/page') },
  { route: 'upload GET /files/:id', allowed: NOBODY, call: get('/upload/files/1') },
  { route: 'upload DELETE /files/:id', allowed: NOBODY, call: del('/upload/files/1') },
  { route: 'email POST /', allowed: NOBODY, call: post('/email', { to: 'x@x.fr', subject: 'x', text: 'x' }) },
  { route: 'i18n GET /locales', allowed: NOBODY, call: get('/i18n/locales') },
  { route: 'content-type-builder GET /content-types', allowed: NOBODY, call: get('/content-type-builder/content-types') },
  {
    route: 'content-type-builder GET /content-types/:uid',
    allowed: NOBODY,
    call: get('/content-type-builder/content-types/api::offer.offer'),
  },
  { route: 'content-type-builder GET /components', allowed: NOBODY, call: get('/content-type-builder/components') },
  { route: 'content-type-builder GET /components/:uid', allowed: NOBODY, call: get('/content-type-builder/components/x.y') },
  // Company and school pages: any member of the account edits its own; an empty upload reaches its check (400).
  { route: 'GET /load-form-info-entreprise', allowed: RECRUITERS, call: get('/load-form-info-entreprise') },
  {
    route: 'GET /load-form-info-entreprise/filiale/:id',
    allowed: ACCOUNT_A,
    call: (a) => get(`/load-form-info-entreprise/filiale/${accountA.organisation.documentId}`)(a),
  },
  {
    route: 'PUT /recrutement/page-entreprise/:id',
    allowed: ACCOUNT_A,
    call: (a) => put(`/recrutement/page-entreprise/${accountA.organisation.documentId}`, { societeRaisonsocial: 'Château A' })(a),
  },
  {
    route: 'POST /recrutement/page-entreprise/:id/image/:field',
    allowed: ACCOUNT_A,
    call: (a) => post(`/recrutement/page-entreprise/${accountA.organisation.documentId}/image/logo`)(a),
  },
  {
    route: 'DELETE /recrutement/page-entreprise/:id/delete/photo/:index',
    allowed: ACCOUNT_A,
    call: (a) =>
      photoThenDelete(
        `/recrutement/page-entreprise/${accountA.organisation.documentId}/image/photo`,
        `/recrutement/page-entreprise/${accountA.organisation.documentId}/delete/photo/0`,
      )(a),
  },
  {
    route: 'POST /recrutement/enLigne/:id/:etat',
    allowed: ACCOUNT_A,
    call: (a) => post(`/recrutement/enLigne/${accountA.organisation.documentId}/0`)(a),
  },
  { route: 'GET /ecole/page', allowed: ['ecole'], call: get('/ecole/page') },
  { route: 'PUT /ecole/page', allowed: ['ecole'], call: put('/ecole/page') },
  { route: 'POST /ecole/page/image/:field', allowed: ['ecole'], call: post('/ecole/page/image/logo') },
  {
    route: 'DELETE /ecole/page/delete/photo/:index',
    allowed: ['ecole'],
    call: photoThenDelete('/ecole/page/image/photo', '/ecole/page/delete/photo/0'),
  },
  { route: 'POST /ecole/page/plaquette', allowed: ['ecole'], call: post('/ecole/page/plaquette') },
  { route: 'DELETE /ecole/page/delete/plaquette', allowed: ['ecole'], call: del('/ecole/page/delete/plaquette') },
  { route: 'POST /ecole/enLigne/:etat', allowed: ['ecole'], call: post('/ecole/enLigne/0') },
  // Events: the account's own; a new one with an empty form reaches its check (400).
  { route: 'POST /ecole/saveEvent/:id', allowed: ['ecole'], call: post('/ecole/saveEvent/nouveau') },
  { route: 'DELETE /ecole/delete/:id', allowed: ['ecole'], call: async (a) => del(`/ecole/delete/${await eventOf(school)}`)(a) },
  { route: 'POST /recrutement/saveEvent/:id', allowed: RECRUITERS, call: post('/recrutement/saveEvent/nouveau') },
  {
    route: 'DELETE /recrutement/delete/event/:id',
    allowed: ACCOUNT_A,
    call: async (a) => del(`/recrutement/delete/event/${await eventOf(accountA)}`)(a),
  },
  // Public pages while online, the agenda and the sitemap: everyone.
  { route: 'GET /evenements', allowed: ALL, call: get('/evenements') },
  {
    route: 'GET /entreprises/:id',
    allowed: ALL,
    call: async (a) => get(`/entreprises/${await online('api::company.company', accountA.organisation.documentId)}`)(a),
  },
  {
    route: 'GET /ecoles/:id',
    allowed: ALL,
    call: async (a) => get(`/ecoles/${await online('api::school.school', school.organisation.documentId)}`)(a),
  },
  { route: 'GET /plan/pages', allowed: ALL, call: get('/plan/pages') },
  // The school's courses: its own; an empty form reaches its check (400); deletions find a fresh course.
  { route: 'GET /ecole/formations', allowed: ['ecole'], call: get('/ecole/formations') },
  {
    route: 'GET /ecole/formation/:id',
    allowed: ['ecole'],
    call: async (a) => get(`/ecole/formation/${(await courseOfSchool()).course}`)(a),
  },
  {
    route: 'GET /ecole/formation/loadsession/:id',
    allowed: ['ecole'],
    call: async (a) => get(`/ecole/formation/loadsession/${(await courseOfSchool()).course}`)(a),
  },
  { route: 'POST /ecole/formation', allowed: ['ecole'], call: post('/ecole/formation') },
  {
    route: 'PUT /ecole/formation/:id',
    allowed: ['ecole'],
    call: async (a) => put(`/ecole/formation/${(await courseOfSchool()).course}`)(a),
  },
  { route: 'POST /ecole/publier/:id', allowed: ['ecole'], call: async (a) => post(`/ecole/publier/${(await courseOfSchool()).course}`)(a) },
  {
    route: 'DELETE /ecole/supformation/:id',
    allowed: ['ecole'],
    call: async (a) => del(`/ecole/supformation/${(await courseOfSchool()).course}`)(a),
  },
  {
    route: 'POST /ecole/formation/savesession/:id',
    allowed: ['ecole'],
    call: async (a) => post(`/ecole/formation/savesession/${(await courseOfSchool()).course}`)(a),
  },
  {
    route: 'DELETE /ecole/formation/deletesession/:id',
    allowed: ['ecole'],
    call: async (a) => del(`/ecole/formation/deletesession/${(await courseOfSchool()).session}`)(a),
  },
  {
    route: 'POST /ecole/formation/:id/image/:field',
    allowed: ['ecole'],
    call: async (a) => post(`/ecole/formation/${(await courseOfSchool()).course}/image/photo1`)(a),
  },
  {
    route: 'DELETE /ecole/formation/deletephoto/:n/:id',
    allowed: ['ecole'],
    call: async (a) => del(`/ecole/formation/deletephoto/1/${(await courseOfSchool()).course}`)(a),
  },
  {
    route: 'POST /ecole/formation/:id/plaquette',
    allowed: ['ecole'],
    call: async (a) => post(`/ecole/formation/${(await courseOfSchool()).course}/plaquette`)(a),
  },
  {
    route: 'DELETE /ecole/formation/deleteplaquette/:id',
    allowed: ['ecole'],
    call: async (a) => del(`/ecole/formation/deleteplaquette/${(await courseOfSchool()).course}`)(a),
  },
  // Public courses: everyone reads; the contact popup is public, its empty form reaches its check (400).
  { route: 'GET /search/formations', allowed: ALL, call: get('/search/formations?q=viticulture') },
  { route: 'GET /nbformation/:query', allowed: ALL, call: get('/nbformation/viticulture') },
  { route: 'GET /formations/:id', allowed: ALL, call: async (a) => get(`/formations/${(await courseOfSchool('publiee')).course}`)(a) },
  {
    route: 'POST /formation/contact/:id',
    allowed: ALL,
    call: async (a) => post(`/formation/contact/${(await courseOfSchool('publiee')).course}`)(a),
  },
  { route: 'GET /plan/formations', allowed: ALL, call: get('/plan/formations') },
  // The contact page: anyone (an empty form is each caller's own 400).
  { route: 'POST /contact/:profil(recruteur|candidat|ecole)', allowed: ALL, call: post('/contact/candidat') },
  // UTM capture: anyone's page (an object is not the spec's array: each caller's own 400).
  { route: 'POST /utm-stockage-campagne', allowed: ALL, call: post('/utm-stockage-campagne', { utm_source: 'x' }) },
];

const ROLE_OF: Record<Actor, Role | null> = {
  public: null,
  candidatA: 'candidat',
  candidatB: 'candidat',
  recruteurA_proprio: 'recruteur',
  recruteurA: 'recruteur',
  recruteurB_proprio: 'recruteur',
  ecole: 'ecole',
  moderateur: 'moderateur',
  editeur: 'editeur',
};

/** The callers a contract's access lets through; a row may allow fewer (another account's record: 404), never more. */
function admittedBy(access: Access): readonly Actor[] {
  if ('public' in access) return ALL;
  const roles: readonly Role[] =
    'roles' in access
      ? access.roles
      : 'staff' in access
        ? STAFF_ROLES
        : access.member.type === 'entreprise'
          ? ['recruteur']
          : access.member.type === 'ecole'
            ? ['ecole']
            : ['recruteur', 'ecole'];
  const owners = 'member' in access && access.member.role === 'proprietaire';
  return ACTORS.filter((actor) => {
    const role = ROLE_OF[actor];
    return role !== null && roles.includes(role) && (!owners || actor.endsWith('_proprio') || actor === 'ecole');
  });
}

type RouteDefinition = { method: string; path: string };
type Routes = { routes?: RouteDefinition[] } | RouteDefinition[];

/** Every content-API route Strapi registered: `METHOD /path` for Cep's APIs, prefixed by the plugin's name for plugins. */
function registeredRoutes(): string[] {
  const keys: string[] = [];
  for (const api of Object.values(strapi.apis)) {
    for (const router of Object.values((api as { routes?: Record<string, Routes> }).routes ?? {})) {
      for (const route of Array.isArray(router) ? router : (router.routes ?? [])) keys.push(`${route.method} ${route.path}`);
    }
  }
  for (const [name, plugin] of Object.entries(strapi.plugins)) {
    const routes = (plugin as { routes?: Record<string, Routes> }).routes ?? {};
    const contentApi = routes['content-api'];
    for (const route of Array.isArray(contentApi) ? contentApi : (contentApi?.routes ?? []))
      keys.push(`${name} ${route.method} ${route.path}`);
  }
  return keys;
}

beforeAll(async () => {
  // Stripe's API is a local stand-in (no Stripe server is reachable here): card routes answer as in production.
  stripe = await startFakeStripe();
  strapi = await startStrapi({
    AUTH_THROTTLE_PER_IP: '1000',
    CONTACT_THROTTLE_PER_IP: '1000',
    METRICS_TOKEN: 'jeton-de-la-matrice',
    ...stripe.env,
  });
  accountA = await companyAccount(strapi, 'Château A', { credits: 2 });
  const accountB = await companyAccount(strapi, 'Château B');
  school = await schoolAccount(strapi, 'Campus');
  await strapi.documents('api::account.account').update({ documentId: accountA.documentId, data: { abonnementFin: '2099-12-31' } });
  onlineArticle = (
    await strapi.documents('api::blog.article').create({
      data: { titre: 'En ligne', slug: ONLINE_ARTICLE_SLUG, statut: 'publie', auteurType: 'cep', revue: 'aucune', html: '<p>Texte</p>' },
    })
  ).documentId;
  for (const actor of LOGGED) email[actor] = `${actor.toLowerCase()}@matrice.fr`;
  jwt.candidatA = (await createUserWithRole(strapi, 'candidat', email.candidatA)).jwt;
  jwt.candidatB = (await createUserWithRole(strapi, 'candidat', email.candidatB)).jwt;
  jwt.recruteurA_proprio = (await memberOf(strapi, accountA, email.recruteurA_proprio, { owner: true })).jwt;
  jwt.recruteurA = (await memberOf(strapi, accountA, email.recruteurA)).jwt;
  jwt.recruteurB_proprio = (await memberOf(strapi, accountB, email.recruteurB_proprio, { owner: true })).jwt;
  jwt.ecole = (await memberOf(strapi, school, email.ecole, { owner: true })).jwt;
  jwt.moderateur = (await createUserWithRole(strapi, 'moderateur', email.moderateur)).jwt;
  jwt.editeur = (await createUserWithRole(strapi, 'editeur', email.editeur)).jwt;
  offerOfA = await freshOfferOfA();
  const published = await strapi.documents('api::offer.offer').create({
    data: { offreTitre: 'Maître de chai', offreContrat: 1, etat: 'publiee', account: accountA.id, company: accountA.organisation.id },
  });
  publishedOffer = published.documentId;
  publishedOfferId = Number(published.id);
  // Two job-dating days of A in ten days: one its slot is booked from, one its cancellation row cancels.
  const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  for (const titre of ['Job-dating', 'Job-dating annulé']) {
    const created = await strapi
      .documents('api::jobdating.recruitment-day')
      .create({ data: { compteRef: accountA.id, organisateur: 'Château A', titre, date: inTenDays, lieu: 'Chai' } });
    const slot = await strapi
      .documents('api::jobdating.slot')
      .create({ data: { journeeRef: Number(created.id), debut: '09:00', fin: '09:30', capacite: 5, reservees: 0 } });
    if (titre === 'Job-dating') [jobDayOfA, jobSlotOfA] = [created.documentId, slot.documentId];
    else jobDayToCancel = created.documentId;
  }
  harvestOfferOfA = (
    await strapi.documents('api::offer.offer').create({
      data: {
        offreTitre: 'Coupeur',
        offreContrat: 6,
        emploivendagesaisonier: true,
        etat: 'publiee',
        account: accountA.id,
        company: accountA.organisation.id,
      },
    })
  ).documentId;
  urlOffer = (
    await strapi.documents('api::offer.offer').create({
      data: {
        offreTitre: 'Caviste',
        offreContrat: 1,
        etat: 'publiee',
        account: accountA.id,
        company: accountA.organisation.id,
        offreModeReception: 'url',
        offrePostuleurl: 'https://example.fr/emploi',
      },
    })
  ).documentId;
  const entry = await strapi.documents('api::account.credit-entry').findFirst({ filters: { account: { id: accountA.id } } });
  entryOfA = entry!.documentId;
  await http().post('/api/forgot-password').send({ email: email.candidatA }).expect(200);
  emailId = (await strapi.documents('api::email.email-message').findFirst({ filters: { destinataire: email.candidatA } }))!.documentId;
  await strapi.documents('api::commerce.promo-code').create({
    data: {
      code: 'MATRICE',
      libelle: 'Matrice',
      pourcentage: 5,
      debut: '2020-01-01T00:00:00Z',
      fin: '2100-01-01T00:00:00Z',
      cibles: ['pack', 'pack-cv', 'offre', 'abonnement'],
    },
  });
  const paid = await strapi.db.query('api::commerce.order').findOne({ where: { documentId: await waitingOrderOfA() } });
  await settleOrder(strapi, paid.id, { actor: 'moderateur', who: 'Matrice' });
  invoiceOfA = (await strapi.db.query('api::commerce.invoice').findOne({ where: { order: { id: paid.id } } })).numero;
  paidOrderOfA = paid.documentId;
  // A visible CV with a photo, bought by A with the CV credit of the order above.
  const shown = await candidateWithCompleteCv(strapi, 'vitrine@matrice.fr');
  await http().post('/api/canditat/profile/visibile/recruteur').auth(shown.jwt, { type: 'bearer' }).send({ visible: true }).expect(200);
  await http()
    .post('/api/candidat/cv/photo')
    .auth(shown.jwt, { type: 'bearer' })
    .attach('photo', readFileSync(path.join(__dirname, '../../test-fixtures/photo.jpg')), 'photo.jpg')
    .expect(200);
  visibleCv = (await strapi.db.query('api::candidate.candidate').findOne({ where: { user: shown.id } })).documentId;
  await http().post(`/api/recrutement/achat/cv/${visibleCv}`).auth(jwt.recruteurA, { type: 'bearer' }).expect(200);
});

afterAll(async () => {
  await strapi.stopTest();
  await stripe.close();
});

describe('access matrix', () => {
  it('has a row for every registered route', () => {
    const covered = new Set(CELLS.map((cell) => cell.route.replace(/ \(.*\)$/, '')));
    expect(registeredRoutes().filter((route) => !covered.has(route))).toEqual([]);
  });

  // The route list is the contracts' (issue #39): each has its rows, and no route is registered outside them.
  it('has a row for every contract, and registers no route outside the contracts', () => {
    const covered = new Set(CELLS.map((cell) => cell.route.replace(/ \(.*\)$/, '')));
    expect(
      contractActions()
        .filter(({ contract }) => !covered.has(routeKey(contract)))
        .map(({ action }) => action),
    ).toEqual([]);
    const contracted = new Set(contractActions().map(({ contract }) => routeKey(contract)));
    const strays: string[] = [];
    for (const [name, api] of Object.entries(strapi.apis as Record<string, { routes?: Record<string, Routes> }>)) {
      for (const router of Object.values(api.routes ?? {}))
        for (const route of Array.isArray(router) ? router : (router.routes ?? []))
          if (!(name in CONTRACT_FEATURES) || !contracted.has(`${route.method} ${route.path}`))
            strays.push(`${name}: ${route.method} ${route.path}`);
    }
    expect(strays).toEqual([]);
  });

  it('allows no caller a contract does not admit', () => {
    const wider = contractActions().flatMap(({ contract }) => {
      const admitted = admittedBy(contract.access);
      return CELLS.filter((cell) => cell.route.replace(/ \(.*\)$/, '') === routeKey(contract)).flatMap((cell) =>
        cell.allowed.filter((actor) => !admitted.includes(actor)).map((actor) => `${cell.route}: ${actor}`),
      );
    });
    expect(wider).toEqual([]);
  });

  // Two features registering one path: the router serves the first and the second's handler is dead code that
  // still looks alive (issue #39: `GET /recrutement/societe/tva` had two handlers computing the country differently).
  it('registers each method and path once', () => {
    const routes = registeredRoutes();
    expect(routes.filter((route, i) => routes.indexOf(route) !== i)).toEqual([]);
  });

  // Every route × every caller, one request after another (about a thousand): 34–50 s on the 2-core CI machine beside
  // another suite; 250 s with that machine's second core held busy and the e2e stack beside it. The bound stops a
  // hang, nothing else.
  it('has 0 wrong cells (a 5xx is always wrong)', async () => {
    const rows: string[] = [];
    let wrong = 0;
    for (const cell of CELLS) {
      const marks: string[] = [];
      for (const actor of ACTORS) {
        const { status } = await cell.call(actor);
        const allowed = ![401, 403, 404, 405].includes(status);
        const right = status < 500 && allowed === cell.allowed.includes(actor);
        if (!right) wrong += 1;
        marks.push(`${allowed ? 'ALLOW' : 'deny '}${right ? ' ' : '✗'}${String(status).padStart(4)}`);
      }
      rows.push(`${cell.route.padEnd(58)} ${marks.join(' | ')}`);
    }
    console.log(
      `Access matrix — ${CELLS.length} routes × ${ACTORS.length} callers, ${wrong} wrong cell(s)\n${''.padEnd(58)} ${ACTORS.map((a) => a.padEnd(10).slice(0, 10)).join(' | ')}\n${rows.join('\n')}`,
    );
    expect(wrong).toBe(0);
  }, 600_000);

  it('keeps each account to itself', async () => {
    const b = await http().get('/api/recrutement/recruteurs').auth(jwt.recruteurB_proprio, { type: 'bearer' }).expect(200);
    expect(b.body.recruteurs.map((r: { recruteurMail: string }) => r.recruteurMail)).toEqual([email.recruteurB_proprio]);
    const offers = await http().get('/api/recrutement/offres').auth(jwt.recruteurB_proprio, { type: 'bearer' }).expect(200);
    expect(offers.body.offres).toEqual([]);
    expect((await ledger(strapi).balances(accountA.id)).offre).toBe(2);
  });

  it('lets a recruiter change their password, which ends their other sessions', async () => {
    const other = await freshSession('recruteurB_proprio');
    const res = await http()
      .put('/api/compte/connexion')
      .auth(jwt.recruteurB_proprio, { type: 'bearer' })
      .send({ currentPassword: TEST_PASSWORD, plainPassword: { first: 'Vendange2027!', second: 'Vendange2027!' } })
      .expect(200);
    expect(res.body).toMatchObject({ code: 200, jwt: expect.any(String), refreshToken: expect.any(String) });
    await http().post('/api/auth/refresh').send({ refreshToken: other.refreshToken }).expect(401);
    await http().get('/api/compte/moi').auth(res.body.jwt, { type: 'bearer' }).expect(200);
  });
});
