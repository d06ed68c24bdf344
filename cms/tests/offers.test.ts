import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { jobPostingProblems, messages, toJobPosting, type PublicOffer } from '@cep/domain';
import { sentEmails } from './helpers/outbox';
import { startStrapi } from './helpers/strapi';
import { ledger } from '../src/api/account/services/ledger';
import { companyAccount, memberOf, subsidiaryOf, type TestAccount } from './helpers/accounts';
import { createUserWithRole } from './helpers/users';
import { harvestDetails } from './helpers/offers';

type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const http = () => request(strapi.server.httpServer);
const tokens: Record<'ownerA' | 'memberA' | 'ownerB' | 'candidate' | 'school' | 'moderator' | 'editor', string> = {
  ownerA: '',
  memberA: '',
  ownerB: '',
  candidate: '',
  school: '',
  moderator: '',
  editor: '',
};
let subsidiaryA: string;

/** A harvest CDD in Gironde (Pauillac, INSEE 33314) with two languages: the journey. */
const harvestOffer = {
  offreTitre: 'Vendangeur – Pauillac',
  offreContrat: 2,
  offreTexte: 'Coupe et portage en équipe.\n\nLogement possible.<script>alert(1)</script>',
  offreVille: '33314',
  offreDomaine1: 1,
  offreExperience: 1,
  offreNiveauEtude: 1,
  offreRemunerationmin: 12.02,
  offreRemunerationmax: 13,
  offreRemunerationPeriode: 'heure',
  offreLangue: [
    { langue: 1, niveau: 2 },
    { langue: 3, niveau: 1 },
  ],
  emploivendagesaisonier: true,
  vendanges: harvestDetails,
};
const step2 = { nombreSalaries: 2, offreModeReception: 'mail', offreMail: 'rh@delmas.fr', options: [] };

function call(method: 'get' | 'post' | 'put' | 'delete', path: string, who?: keyof typeof tokens) {
  const req = http()[method](path);
  return who ? req.auth(tokens[who], { type: 'bearer' }) : req;
}

async function newOffer(who: keyof typeof tokens = 'ownerA', body: Record<string, unknown> = harvestOffer): Promise<string> {
  const res = await call('post', '/api/recrutement/offre/description-offre', who).send(body).expect(200);
  return res.body.id as string;
}

async function readyOffer(companyId: string): Promise<string> {
  const id = await newOffer();
  await call('put', `/api/recrutement/offre/${id}/description-entreprise`, 'ownerA')
    .send({ ...step2, societe: companyId })
    .expect(200);
  return id;
}

let accountA: TestAccount;
let accountB: TestAccount;
let companyA: { id: number; documentId: string };

/** The account's offer credits, read from the ledger's cached balance. */
const creditsOf = async (account: TestAccount) => (await ledger(strapi).balances(account.id)).offre;

beforeAll(async () => {
  strapi = await startStrapi();
  accountA = await companyAccount(strapi, 'Vignobles Delmas', { credits: 10 });
  companyA = accountA.organisation;
  subsidiaryA = (await subsidiaryOf(strapi, accountA, 'Domaine Delmas Bourgogne')).documentId;
  accountB = await companyAccount(strapi, 'Maison Perrard');
  tokens.ownerA = (await memberOf(strapi, accountA, 'helene@delmas.fr', { owner: true, prenom: 'Hélène' })).jwt;
  tokens.memberA = (await memberOf(strapi, accountA, 'marc@delmas.fr')).jwt;
  tokens.ownerB = (await memberOf(strapi, accountB, 'paul@perrard.fr', { owner: true })).jwt;
  tokens.candidate = (await createUserWithRole(strapi, 'candidat', 'lucas@exemple.fr')).jwt;
  tokens.moderator = (await createUserWithRole(strapi, 'moderateur', 'modo@cep.fr', { prenom: 'Inès', nom: 'Roy' })).jwt;
  tokens.editor = (await createUserWithRole(strapi, 'editeur', 'edito@cep.fr')).jwt;
  tokens.school = (await createUserWithRole(strapi, 'ecole', 'ecole@blanquefort.fr')).jwt;
});

afterAll(async () => {
  await strapi.stopTest();
});

describe('step 1 (spec 01 §4, §5)', () => {
  it('saves a draft with a title only, and refuses a draft without one', async () => {
    const res = await call('post', '/api/recrutement/offre/description-offre', 'ownerA')
      .send({ offreTitre: 'Brouillon', brouillon: '1' })
      .expect(200);
    expect(res.body).toMatchObject({ code: 200, brouillon: true });
    const empty = await call('post', '/api/recrutement/offre/description-offre', 'ownerA').send({ brouillon: '1' }).expect(400);
    expect(empty.body).toEqual({ code: 400, errors: { offreTitre: 'Ce champ est obligatoire.' } });
  });

  it('answers the per-field error map for a full submission; a language needs its level', async () => {
    const res = await call('post', '/api/recrutement/offre/description-offre', 'ownerA')
      .send({ offreTitre: 'Caviste', offreContrat: 1, offreDomaine1: 3, offreDomaine2: 3, offreLangue: [{ langue: 1 }] })
      .expect(400);
    expect(res.body.errors).toMatchObject({
      offreTexte: 'Ce champ est obligatoire.',
      offreVille: 'Ce champ est obligatoire.',
      offreDomaine2: 'Chaque domaine ne peut être choisi qu’une fois.',
      offreExperience: 'Ce champ est obligatoire.',
      offreRemunerationmin: 'Ce champ est obligatoire.',
      'offreLangue.0.niveau': 'Veuillez choisir le niveau de cette langue.',
    });
  });

  it('stores the commune from the official list with its point, the default duration, sanitised text', async () => {
    const id = await newOffer();
    const res = await call('get', `/api/recrutement/offre/description-offre/${id}`, 'ownerA').expect(200);
    expect(res.body.offre).toMatchObject({
      offreVille: '33314',
      offreVilleLibelle: 'Pauillac (33250)',
      dureeContratValue: 1,
      dureeContratChoice: 'mois',
      offreLangue: harvestOffer.offreLangue,
    });
    expect(res.body.offre.offreTexte).toBe('Coupe et portage en équipe.\n\nLogement possible.');
    const row = await strapi
      .documents('api::offer.offer')
      .findOne({ documentId: id, fields: ['latitude', 'longitude', 'offreDepartement', 'offreRegion'] });
    expect(row).toMatchObject({ offreDepartement: '33', offreRegion: '75' });
    expect(row!.latitude).toBeCloseTo(45.2, 1);
    expect(row!.longitude).toBeCloseTo(-0.75, 1);
  });

  it('routes internships and work-study under /stage (spec 02 §2)', async () => {
    const id = await newOffer('ownerA', {
      offreTitre: 'Stage chai',
      offreContrat: 5,
      offreTexte: 'Stage.',
      offreVille: '33314',
      offreDomaine1: 2,
    });
    const res = await call('get', `/api/recrutement/offre/description-offre/${id}`, 'ownerA').expect(200);
    expect(res.body.route).toBe(`/recrutement/offre/description-offre/${id}/stage`);
  });
});

describe('cover image (spec 01 §5)', () => {
  it('crops to 1366 × 240 with sharp; refuses a non-image by its bytes and an empty file', async () => {
    const id = await newOffer();
    const png = await sharp({ create: { width: 2000, height: 800, channels: 3, background: '#7c1f3a' } })
      .png()
      .toBuffer();
    const ok = await call('post', `/api/recrutement/offre/${id}/photocouverture`, 'ownerA')
      .attach('photocouverture', png, { filename: 'cover.png', contentType: 'image/png' })
      .expect(200);
    const stored = await http().get(ok.body.url).expect(200);
    expect(await sharp(stored.body as Buffer).metadata()).toMatchObject({ width: 1366, height: 240, format: 'webp' });

    const fake = await call('post', `/api/recrutement/offre/${id}/photocouverture`, 'ownerA')
      .attach('photocouverture', Buffer.from('<?php echo 1; ?>'), { filename: 'cover.png', contentType: 'image/png' })
      .expect(400);
    expect(fake.body.errors).toEqual({ photocouverture: 'Veuillez sélectionner une image (jpeg, png, webp ou gif).' });
    await call('post', `/api/recrutement/offre/${id}/photocouverture`, 'ownerA').expect(400);
  });

  it('deletes the replaced cover and the cover of a deleted offer (issue #10)', async () => {
    const id = await newOffer();
    const png = await sharp({ create: { width: 1400, height: 300, channels: 3, background: '#3a7c1f' } })
      .png()
      .toBuffer();
    const upload = () =>
      call('post', `/api/recrutement/offre/${id}/photocouverture`, 'ownerA').attach('photocouverture', png, {
        filename: 'cover.png',
        contentType: 'image/png',
      });
    const onDisk = (url: string) => existsSync(path.join(strapi.dirs.static.public, url));
    const first = (await upload().expect(200)).body.url as string;
    const second = (await upload().expect(200)).body.url as string;
    expect([onDisk(first), onDisk(second)]).toEqual([false, true]);
    await call('delete', `/api/recrutement/delete/offre/${id}`, 'ownerA').expect(200);
    expect(onDisk(second)).toBe(false);
  });

  it('refuses an image over 5,242,880 bytes', async () => {
    const id = await newOffer();
    const big = Buffer.alloc(5_242_881, 1);
    const res = await call('post', `/api/recrutement/offre/${id}/photocouverture`, 'ownerA')
      .attach('photocouverture', big, { filename: 'big.jpg', contentType: 'image/jpeg' })
      .expect(400);
    expect(res.body.errors).toEqual({ photocouverture: 'Le fichier est trop lourd (max: 5 MB )' });
  });
});

describe('step 2 and step 3: publication with a credit (spec 01 §2, §9)', () => {
  it('step 2 offers the company and its subsidiaries, and refuses another account’s company', async () => {
    const id = await newOffer();
    const res = await call('get', `/api/recrutement/offre/${id}/description-entreprise`, 'ownerA').expect(200);
    expect(res.body.societes.map((s: { nom: string }) => s.nom)).toEqual(['Vignobles Delmas', 'Domaine Delmas Bourgogne']);
    const other = (await strapi.documents('api::company.company').findFirst({ filters: { societeRaisonsocial: 'Maison Perrard' } }))!;
    const refused = await call('put', `/api/recrutement/offre/${id}/description-entreprise`, 'ownerA')
      .send({ ...step2, societe: other.documentId })
      .expect(400);
    expect(refused.body.errors).toEqual({ societe: 'Veuillez choisir la société qui publie l’offre.' });
  });

  it('a credit makes the publication line 0 € HT; publishing uses it and sends the offer to validation', async () => {
    const id = await readyOffer(subsidiaryA);
    const basket = await call('get', `/api/recrutement/offre/${id}/paiement`, 'ownerA').expect(200);
    expect(basket.body).toMatchObject({
      etape: 3,
      credits: { offre: 10, vendanges: 0 },
      publiable: true,
      panier: { totalTtcCents: 0, vatRate: 20 },
    });
    expect(basket.body.panier.lines[0]).toMatchObject({
      label: 'Publication d’une offre de vendanges',
      coveredByCredit: true,
      totalCents: 0,
    });
    const res = await call('post', `/api/recrutement/offre/${id}/paiement`, 'ownerA').expect(200);
    expect(res.body).toMatchObject({ etat: 'validation', message: expect.stringContaining('envoyée en validation') });
    expect(await creditsOf(accountA)).toBe(9);
    const spend = await strapi
      .documents('api::account.credit-entry')
      .findFirst({ filters: { account: { id: accountA.id } }, sort: { id: 'desc' } });
    expect(spend).toMatchObject({ type: 'offre', quantite: -1, soldeApres: 9, motif: 'publication' });
    // The action button is hidden: a second publication is refused by the state machine.
    await call('post', `/api/recrutement/offre/update/${id}/publier`, 'ownerA').expect(409);
  });

  it('without credit the basket shows HT, VAT and TTC and the offer stays a draft with a clear message', async () => {
    const id = await newOffer('ownerB');
    const company = (await strapi.documents('api::company.company').findFirst({ filters: { societeRaisonsocial: 'Maison Perrard' } }))!;
    await call('put', `/api/recrutement/offre/${id}/description-entreprise`, 'ownerB')
      .send({ ...step2, societe: company.documentId, options: [2] })
      .expect(200);
    const basket = await call('get', `/api/recrutement/offre/${id}/paiement`, 'ownerB').expect(200);
    expect(basket.body.panier).toMatchObject({ totalHtCents: 7800, vatCents: 1560, totalTtcCents: 9360 });
    expect(basket.body.publiable).toBe(false);
    const res = await call('post', `/api/recrutement/offre/${id}/paiement`, 'ownerB').expect(402);
    expect(res.body.message).toBe(messages.sansCredit);
    expect((await strapi.documents('api::offer.offer').findOne({ documentId: id, fields: ['etat'] }))!.etat).toBe('brouillon');
  });

  it('an incomplete offer cannot be published', async () => {
    const draft = await call('post', '/api/recrutement/offre/description-offre', 'ownerA').send({ offreTitre: 'À finir', brouillon: '1' });
    const res = await call('post', `/api/recrutement/offre/${draft.body.id}/paiement`, 'ownerA').expect(400);
    expect(res.body.message).toBe('Les données saisies sont non valides');
  });
});

describe('lifecycle (spec 02 §4) and moderation e-mails', () => {
  let id: string;

  it('a moderator validates: published, searchable, the recruiter is told by e-mail', async () => {
    id = await readyOffer(companyA.documentId);
    await call('post', `/api/recrutement/offre/update/${id}/publier`, 'ownerA').expect(200);
    expect((await call('get', '/api/search/offres?q=vendangeur').expect(200)).body.hits.map((h: { id: string }) => h.id)).not.toContain(id);
    await call('put', `/api/backoffice/offers/${id}`, 'moderator').send({ etat: 'publiee' }).expect(200);
    const hits = (await call('get', '/api/search/offres?q=vendangeur').expect(200)).body.hits;
    expect(hits.map((h: { id: string }) => h.id)).toContain(id);
    const mail = (await sentEmails()).find((m) => m.subject === 'Votre offre « Vendangeur – Pauillac » est en ligne');
    expect(mail?.to).toEqual(['helene@delmas.fr']);
  });

  it('suspend shows its date and leaves search; reactivate brings it back; illegal moves are 409', async () => {
    const suspended = await call('post', `/api/recrutement/offre/update/${id}/suspendre`, 'memberA').expect(200);
    expect(suspended.body.etat).toBe('suspendue');
    expect(Date.parse(suspended.body.dateSuspension)).toBeGreaterThan(Date.now() - 60_000);
    expect((await call('get', '/api/search/offres?q=vendangeur').expect(200)).body.hits.map((h: { id: string }) => h.id)).not.toContain(id);
    await call('get', `/api/offres/${id}`).expect(404);
    await call('post', `/api/recrutement/offre/update/${id}/suspendre`, 'ownerA').expect(409);
    const back = await call('post', `/api/recrutement/offre/update/${id}/reactiver`, 'ownerA').expect(200);
    expect(back.body).toMatchObject({ etat: 'publiee', dateSuspension: null });
    await call('post', `/api/recrutement/offre/update/${id}/inventer`, 'ownerA').expect(404);
  });

  it('a refusal carries its reason, gives the credit back and e-mails the recruiter; editing sends it back to draft', async () => {
    const refused = await readyOffer(companyA.documentId);
    const before = await creditsOf(accountA);
    await call('post', `/api/recrutement/offre/${refused}/paiement`, 'ownerA').expect(200);
    await call('put', `/api/backoffice/offers/${refused}`, 'moderator')
      .send({ etat: 'refusee', motifRefus: 'Salaire horaire sous le SMIC.' })
      .expect(200);
    expect(await creditsOf(accountA)).toBe(before);
    const refund = await strapi
      .documents('api::account.credit-entry')
      .findFirst({ filters: { account: { id: accountA.id } }, sort: { id: 'desc' } });
    expect(refund).toMatchObject({ quantite: 1, motif: 'remboursement' });
    // A refusal replayed on the same spend refunds nothing more (the refund is keyed on the spend).
    const offerRow = (await strapi.documents('api::offer.offer').findOne({ documentId: refused, fields: ['id'] }))!;
    expect(await ledger(strapi).refundOfferPublication(accountA.id, Number(offerRow.id))).toBe(false);
    expect(await creditsOf(accountA)).toBe(before);
    const mail = (await sentEmails()).find((m) => m.subject === 'Votre offre « Vendangeur – Pauillac » n’a pas été validée');
    expect(mail?.text).toContain('Salaire horaire sous le SMIC.');
    expect(mail?.text).toContain('Le crédit de publication utilisé vous a été rendu.');
    await call('put', `/api/recrutement/offre/description-offre/${refused}`, 'ownerA').send(harvestOffer).expect(200);
    expect((await strapi.documents('api::offer.offer').findOne({ documentId: refused, fields: ['etat'] }))!.etat).toBe('brouillon');
  });

  it('expired offers leave search and their page says so (the platform’s transition)', async () => {
    await strapi
      .documents('api::offer.offer')
      .update({ documentId: id, data: { dateExpiration: new Date(Date.now() - 1000).toISOString() } });
    expect((await call('get', '/api/search/offres?q=vendangeur').expect(200)).body.hits.map((h: { id: string }) => h.id)).not.toContain(id);
    const { expireOffers } = await import('../src/api/offer/services/lifecycle');
    expect(await expireOffers(strapi)).toBeGreaterThanOrEqual(1);
    const page = await call('get', `/api/offres/${id}`).expect(200);
    expect(page.body.data.ouverte).toBe(false);
  });

  it('the management page lists the account’s offers with counts, filters and the allowed actions', async () => {
    const res = await call('get', '/api/recrutement/offres?etat=expiree', 'memberA').expect(200);
    expect(res.body.offres.map((o: { id: string }) => o.id)).toEqual([id]);
    expect(res.body.offres[0]).toMatchObject({ etatLibelle: 'Expirée', candidatures: 0, actions: [] });
    expect(res.body.compteurs.expiree).toBe(1);
    const drafts = await call('get', '/api/recrutement/offres?etat=brouillon&q=brouillon', 'ownerA').expect(200);
    expect(drafts.body.offres[0]).toMatchObject({ titre: 'Brouillon', actions: ['publier'] });
  });
});

describe('an online offer corrected (issue #38 item 2)', () => {
  let id: string;
  const corrected = {
    ...harvestOffer,
    offreTitre: 'Vendangeur·euse – Pauillac',
    offreTexte: 'Coupe et portage en équipe. Repas du midi fournis.',
  };
  const publicTitle = async () => ((await call('get', `/api/offres/${id}`).expect(200)).body.data as PublicOffer).titre;
  const sitemapDate = async () =>
    ((await call('get', '/api/plan/offres').expect(200)).body.data as Array<{ id: string; modifie: string }>).find((o) => o.id === id)!
      .modifie;
  const searchIds = async (q: string) =>
    (await call('get', '/api/search/offres').query({ q }).expect(200)).body.hits.map((h: { id: string }) => h.id);

  it('keeps the published version online while the change waits, spending no credit', async () => {
    id = await readyOffer(companyA.documentId);
    await call('post', `/api/recrutement/offre/${id}/paiement`, 'ownerA').expect(200);
    await call('put', `/api/backoffice/offers/${id}`, 'moderator').send({ etat: 'publiee' }).expect(200);
    const credits = await creditsOf(accountA);
    const published = (await call('get', `/api/offres/${id}`).expect(200)).body.data as PublicOffer;

    // A change is checked as a publication: there is no draft of an online offer.
    const draft = await call('put', `/api/recrutement/offre/description-offre/${id}`, 'memberA').send({
      offreTitre: 'Vendangeur',
      brouillon: '1',
    });
    expect(draft.status).toBe(400);
    expect(draft.body.errors).toMatchObject({ offreTexte: messages.champObligatoire });

    const sent = await call('put', `/api/recrutement/offre/description-offre/${id}`, 'memberA').send(corrected).expect(200);
    expect(sent.body).toMatchObject({ modification: true, message: messages.modificationsEnvoyees });
    await call('put', `/api/recrutement/offre/${id}/description-entreprise`, 'memberA')
      .send({ ...step2, offreMail: 'vendanges@delmas.fr', societe: companyA.documentId, options: [6] })
      .expect(200);

    expect(await publicTitle()).toBe('Vendangeur – Pauillac');
    expect(await searchIds('Repas')).not.toContain(id);
    expect(await creditsOf(accountA)).toBe(credits);
    const form = (await call('get', `/api/recrutement/offre/description-offre/${id}`, 'ownerA').expect(200)).body.offre;
    expect(form).toMatchObject({
      etat: 'publiee',
      modifiable: true,
      enLigne: true,
      offreTitre: corrected.offreTitre,
      modificationRefusee: null,
    });
    expect(Date.parse(form.modificationSoumiseLe)).toBeGreaterThan(Date.now() - 60_000);
    const step = (await call('get', `/api/recrutement/offre/${id}/description-entreprise`, 'ownerA').expect(200)).body.offre;
    // Options are bought: a change never adds one (here the anonymity option 6).
    expect(step).toMatchObject({ offreMail: 'vendanges@delmas.fr', options: [], enLigne: true });
    const card = (await call('get', `/api/recrutement/offres?q=${encodeURIComponent('Pauillac')}`, 'ownerA').expect(200)).body.offres.find(
      (o: { id: string }) => o.id === id,
    );
    expect(card).toMatchObject({ etat: 'publiee', titre: 'Vendangeur – Pauillac', modificationEnAttente: true });
    expect(published.datePublication).not.toBeNull();
    // The sitemap's date is the last change candidates can see: a change still waiting is not one.
    expect(await sitemapDate()).toBe(published.datePublication);
  });

  it('shows the moderator what changed, refuses a decision on a change sent since, then publishes it with the same dates', async () => {
    const before = (await call('get', `/api/offres/${id}`).expect(200)).body.data as PublicOffer;
    const listed = await call(
      'get',
      `/api/backoffice/offers?filter=${encodeURIComponent(JSON.stringify({ modification: 'en_attente' }))}`,
      'moderator',
    ).expect(200);
    expect(listed.body.map((o: { id: string }) => o.id)).toContain(id);
    const record = (await call('get', `/api/backoffice/offers/${id}`, 'moderator').expect(200)).body;
    const parts = Object.fromEntries(record.modification.parties.map((p: { champ: string; avant: string; apres: string }) => [p.champ, p]));
    expect(parts.titre).toEqual({ champ: 'titre', avant: 'Vendangeur – Pauillac', apres: corrected.offreTitre });
    expect(parts.candidatureEmail).toEqual({ champ: 'candidatureEmail', avant: 'rh@delmas.fr', apres: 'vendanges@delmas.fr' });
    expect(parts.texte.apres).toBe(corrected.offreTexte);
    expect(parts.entreprise).toBeUndefined();
    expect(record.modification.apercu.titre).toBe(corrected.offreTitre);

    await call('put', `/api/backoffice/offers/${id}`, 'moderator')
      .send({ modification: 'validee', soumiseLe: '2020-01-01T00:00:00.000Z' })
      .expect(409)
      .expect((res) => expect(res.body.message).toBe(messages.modificationsChangees));
    await call('put', `/api/backoffice/offers/${id}`, 'moderator')
      .send({ modification: 'validee', soumiseLe: record.modificationSoumiseLe })
      .expect(200);

    const after = (await call('get', `/api/offres/${id}`).expect(200)).body.data as PublicOffer;
    expect(after).toMatchObject({
      titre: corrected.offreTitre,
      datePublication: before.datePublication,
      dateExpiration: before.dateExpiration,
    });
    expect(Date.parse(await sitemapDate())).toBeGreaterThan(Date.parse(before.datePublication!));
    expect(await searchIds('Repas')).toContain(id);
    const mail = (await sentEmails()).find(
      (m) => m.subject === `Les modifications de votre offre « ${corrected.offreTitre} » sont en ligne`,
    );
    expect(mail?.to).toEqual(['helene@delmas.fr']);
    await call('put', `/api/backoffice/offers/${id}`, 'moderator')
      .send({ modification: 'validee', soumiseLe: record.modificationSoumiseLe })
      .expect(409);
  });

  it('a refused change of a suspended offer leaves the published version and tells the recruiter why', async () => {
    await call('post', `/api/recrutement/offre/update/${id}/suspendre`, 'ownerA').expect(200);
    await call('put', `/api/recrutement/offre/description-offre/${id}`, 'ownerA')
      .send({ ...corrected, offreTitre: 'Vendangeur·euse – Pauillac – urgent !!!' })
      .expect(200);
    const record = (await call('get', `/api/backoffice/offers/${id}`, 'moderator').expect(200)).body;
    await call('put', `/api/backoffice/offers/${id}`, 'moderator')
      .send({ modification: 'refusee', soumiseLe: record.modificationSoumiseLe })
      .expect(400);
    await call('put', `/api/backoffice/offers/${id}`, 'moderator')
      .send({ modification: 'refusee', soumiseLe: record.modificationSoumiseLe, motifRefus: 'Titre en majuscules et ponctuation répétée.' })
      .expect(200);
    await call('post', `/api/recrutement/offre/update/${id}/reactiver`, 'ownerA').expect(200);
    expect(await publicTitle()).toBe(corrected.offreTitre);
    const form = (await call('get', `/api/recrutement/offre/description-offre/${id}`, 'ownerA').expect(200)).body.offre;
    expect(form).toMatchObject({
      offreTitre: corrected.offreTitre,
      modificationSoumiseLe: null,
      modificationRefusee: 'Titre en majuscules et ponctuation répétée.',
    });
    const mail = (await sentEmails()).find(
      (m) => m.subject === `Les modifications de votre offre « ${corrected.offreTitre} » n’ont pas été validées`,
    );
    expect(mail?.text).toContain('Titre en majuscules et ponctuation répétée.');
  });

  it('a change left waiting on an offer that expires leaves the queue and cannot be decided', async () => {
    await call('put', `/api/recrutement/offre/description-offre/${id}`, 'ownerA')
      .send({ ...corrected, offreTitre: 'Vendangeur·euse – Pauillac – dernière semaine' })
      .expect(200);
    const record = (await call('get', `/api/backoffice/offers/${id}`, 'moderator').expect(200)).body;
    await strapi
      .documents('api::offer.offer')
      .update({ documentId: id, data: { dateExpiration: new Date(Date.now() - 1000).toISOString() } });
    const { expireOffers } = await import('../src/api/offer/services/lifecycle');
    await expireOffers(strapi);
    const filter = encodeURIComponent(JSON.stringify({ modification: 'en_attente' }));
    const queue = await call('get', `/api/backoffice/offers?filter=${filter}`, 'moderator').expect(200);
    expect(queue.body.map((o: { id: string }) => o.id)).not.toContain(id);
    await call('put', `/api/backoffice/offers/${id}`, 'moderator')
      .send({ modification: 'validee', soumiseLe: record.modificationSoumiseLe })
      .expect(409);
    expect(((await call('get', `/api/offres/${id}`).expect(200)).body.data as PublicOffer).titre).toBe(corrected.offreTitre);
  });

  it('another account’s recruiter cannot change it (404)', async () => {
    await call('put', `/api/recrutement/offre/description-offre/${id}`, 'ownerB').send(corrected).expect(404);
  });
});

describe('exemptions from the city and the pay, set by a moderator with the reason (issue #38)', () => {
  it('a company’s offers may leave out the city and the pay once a moderator says why', async () => {
    const withoutPlaceOrPay = {
      ...harvestOffer,
      offreTitre: 'Vendangeurs – plusieurs domaines',
      offreVille: undefined,
      offreRemunerationmin: undefined,
    };
    const refused = await call('post', '/api/recrutement/offre/description-offre', 'ownerB').send(withoutPlaceOrPay).expect(400);
    expect(refused.body.errors).toMatchObject({ offreVille: messages.champObligatoire, offreRemunerationmin: messages.champObligatoire });

    const path = `/api/backoffice/accounts/${accountB.documentId}`;
    await call('put', path, 'editor').send({ villeFacultative: true, exemptionMotif: 'Postes sur douze domaines.' }).expect(403);
    const noReason = await call('put', path, 'moderator').send({ villeFacultative: true, remunerationFacultative: true }).expect(400);
    expect(noReason.body.errors).toEqual({ exemptionMotif: messages.motifDerogationRequis });
    const set = await call('put', path, 'moderator')
      .send({ villeFacultative: true, remunerationFacultative: true, exemptionMotif: 'Postes sur douze domaines, payés à la convention.' })
      .expect(200);
    expect(set.body).toMatchObject({
      villeFacultative: true,
      remunerationFacultative: true,
      exemptionPar: expect.stringContaining('modo@cep.fr'),
    });
    expect(Date.parse(set.body.exemptionLe)).toBeGreaterThan(Date.now() - 60_000);
    await call('post', '/api/recrutement/offre/description-offre', 'ownerB').send(withoutPlaceOrPay).expect(200);

    // Lifted, the reason goes with them; the city and the pay are required again.
    const lifted = await call('put', path, 'moderator').send({ villeFacultative: false, remunerationFacultative: false }).expect(200);
    expect(lifted.body.exemptionMotif).toBeNull();
    await call('post', '/api/recrutement/offre/description-offre', 'ownerB').send(withoutPlaceOrPay).expect(400);
  });
});

describe('ownership: a recruiter of company B never reaches company A’s offers', () => {
  it('an offer awaiting its moderator cannot be deleted (its credit would be lost)', async () => {
    const id = await readyOffer(companyA.documentId);
    await call('post', `/api/recrutement/offre/${id}/paiement`, 'ownerA').expect(200);
    expect((await call('delete', `/api/recrutement/delete/offre/${id}`, 'ownerA').expect(409)).body.message).toBe(
      'Cette action n’est pas possible sur cette offre.',
    );
  });

  it('cannot read, change, publish, suspend, upload to or delete them (404, as if missing)', async () => {
    const id = await newOffer('ownerA');
    await call('get', `/api/recrutement/offre/description-offre/${id}`, 'ownerB').expect(404);
    await call('put', `/api/recrutement/offre/description-offre/${id}`, 'ownerB').send(harvestOffer).expect(404);
    await call('get', `/api/recrutement/offre/${id}/description-entreprise`, 'ownerB').expect(404);
    await call('put', `/api/recrutement/offre/${id}/description-entreprise`, 'ownerB').send(step2).expect(404);
    await call('get', `/api/recrutement/offre/${id}/paiement`, 'ownerB').expect(404);
    await call('post', `/api/recrutement/offre/${id}/paiement`, 'ownerB').expect(404);
    await call('post', `/api/recrutement/offre/update/${id}/publier`, 'ownerB').expect(404);
    await call('post', `/api/recrutement/offre/${id}/photocouverture`, 'ownerB').expect(404);
    await call('delete', `/api/recrutement/delete/offre/${id}`, 'ownerB').expect(404);
    expect((await call('get', '/api/recrutement/offres', 'ownerB').expect(200)).body.offres.map((o: { id: string }) => o.id)).not.toContain(
      id,
    );
    expect(await strapi.documents('api::offer.offer').findOne({ documentId: id, fields: ['offreTitre'] })).toMatchObject({
      offreTitre: harvestOffer.offreTitre,
    });
    await call('delete', `/api/recrutement/delete/offre/${id}`, 'memberA').expect(200);
  });

  it('candidates, schools, staff and visitors cannot call recruiter routes', async () => {
    const id = await newOffer('ownerA');
    for (const who of ['candidate', 'school', 'moderator'] as const) {
      await call('get', '/api/recrutement/offres', who).expect(403);
      await call('post', '/api/recrutement/offre/description-offre', who).send(harvestOffer).expect(403);
      await call('post', `/api/recrutement/offre/update/${id}/publier`, who).expect(403);
      await call('delete', `/api/recrutement/delete/offre/${id}`, who).expect(403);
    }
    await call('get', '/api/recrutement/offres').expect(403);
    await call('delete', `/api/recrutement/delete/offre/${id}`).expect(403);
  });
});

describe('selection toggle /offre/selection/{id} (spec 02 §6, §7)', () => {
  it('answers noconnect, connect-recruteur, then ajout and supp for a candidate', async () => {
    const id = (await call('get', '/api/search/offres').expect(200)).body.hits[0]?.id ?? (await publishedOffer());
    expect((await call('post', `/api/offre/selection/${id}`).expect(200)).body).toEqual({
      action: 'noconnect',
      message: 'Vous devez être connecté pour ajouter une offre.',
    });
    expect((await call('post', `/api/offre/selection/${id}`, 'ownerA').expect(200)).body).toEqual({
      action: 'connect-recruteur',
      message: 'Vous devez être connecté en tant que candidat pour ajouter une offre.',
    });
    expect((await call('post', `/api/offre/selection/${id}`, 'candidate').expect(200)).body).toEqual({ action: 'ajout' });
    expect((await call('get', '/api/candidat/selection', 'candidate').expect(200)).body.data).toEqual([id]);
    expect((await call('post', `/api/offre/selection/${id}`, 'candidate').expect(200)).body).toEqual({ action: 'supp' });
    await call('post', '/api/offre/selection/inconnue', 'candidate').expect(404);
  });
});

async function publishedOffer(): Promise<string> {
  const id = await readyOffer(companyA.documentId);
  await call('post', `/api/recrutement/offre/${id}/paiement`, 'ownerA').expect(200);
  await call('put', `/api/backoffice/offers/${id}`, 'moderator').send({ etat: 'publiee' }).expect(200);
  return id;
}

describe('a harvest offer says what a picker needs (issue #40 item 1)', () => {
  it('refuses publication without the window, positions, job, housing and transport, or paid below the SMIC', async () => {
    const { vendanges: _details, ...bare } = harvestOffer;
    const res = await call('post', '/api/recrutement/offre/description-offre', 'ownerA').send(bare).expect(400);
    expect(Object.keys(res.body.errors).filter((key) => key.startsWith('vendanges.'))).toEqual([
      'vendanges.debutAuPlusTot',
      'vendanges.debutAuPlusTard',
      'vendanges.dureeJours',
      'vendanges.postes',
      'vendanges.metiers',
      'vendanges.logement',
      'vendanges.transport',
    ]);
    const low = await call('post', '/api/recrutement/offre/description-offre', 'ownerA')
      .send({ ...harvestOffer, offreRemunerationmin: 10.5 })
      .expect(400);
    expect(low.body.errors).toEqual({
      offreRemunerationmin: 'Le salaire horaire brut ne peut pas être inférieur au SMIC (12,02\u00a0€ de l’heure).',
    });
    const overfilled = await call('post', '/api/recrutement/offre/description-offre', 'ownerA')
      .send({ ...harvestOffer, vendanges: { ...harvestDetails, postesPourvus: 21 } })
      .expect(400);
    expect(overfilled.body.errors).toEqual({
      'vendanges.postesPourvus': 'Les postes pourvus ne peuvent pas dépasser les postes à pourvoir.',
    });
    // A draft keeps what is typed, but not a window that ends before it starts.
    await call('post', '/api/recrutement/offre/description-offre', 'ownerA')
      .send({ ...bare, brouillon: true, vendanges: { logement: 'camping' } })
      .expect(200);
    await call('post', '/api/recrutement/offre/description-offre', 'ownerA')
      .send({ ...bare, brouillon: true, vendanges: { debutAuPlusTot: '2027-09-10', debutAuPlusTard: '2027-09-01' } })
      .expect(400);
  });

  it('shows its details on the form, the public page, the JobPosting and the search, where pickers filter on them', async () => {
    const id = await readyOffer(companyA.documentId);
    const form = (await call('get', `/api/recrutement/offre/description-offre/${id}`, 'ownerA').expect(200)).body.offre;
    expect(form.vendanges).toMatchObject({ debutAuPlusTot: '2027-09-08', postes: 20, postesPourvus: 0, logement: 'sur-place' });
    await call('post', `/api/recrutement/offre/${id}/paiement`, 'ownerA').expect(200);
    await call('put', `/api/backoffice/offers/${id}`, 'moderator').send({ etat: 'publiee' }).expect(200);

    const page = (await call('get', `/api/offres/${id}`).expect(200)).body.data as PublicOffer;
    expect(page.vendangesDetail).toMatchObject({ fenetre: 'autour du 12 septembre', metiers: ['coupeur', 'porteur'], repas: ['dejeuner'] });
    expect(toJobPosting(page, 'https://cep.example')).toMatchObject({ jobStartDate: '2027-09-08', totalJobOpenings: 20 });

    const found = async (query: Record<string, string>) =>
      (
        (
          await call('get', '/api/search/offres')
            .query({ vendanges: '1', ...query })
            .expect(200)
        ).body.hits as Array<{ id: string }>
      ).map((hit) => hit.id);
    expect(await found({ logement: '1', repas: '1' })).toContain(id);
    expect(await found({ transport: '1' })).not.toContain(id);
    expect(await found({ disponibleDu: '2027-09-14', disponibleAu: '2027-09-30' })).toContain(id);
    expect(await found({ disponibleDu: '2027-09-20' })).not.toContain(id);
    expect(await found({ disponibleDu: 'demain' })).toContain(id);
    const soonest = (await call('get', '/api/search/offres').query({ tri: 'debut' }).expect(200)).body.hits as Array<{
      id: string;
      harvestLabel: string;
      housing: boolean;
      housingKind: string;
      openings: number;
    }>;
    expect(soonest.find((hit) => hit.id === id)).toMatchObject({
      harvestLabel: 'autour du 12 septembre',
      housing: true,
      housingKind: 'sur-place',
      openings: 20,
    });
  });
});

describe('public page data and JSON-LD (Google’s required JobPosting properties)', () => {
  it('every published offer’s JobPosting has the required properties; an anonymous one hides the company', async () => {
    const anonymous = await readyOffer(companyA.documentId);
    await call('put', `/api/recrutement/offre/${anonymous}/description-entreprise`, 'ownerA')
      .send({ ...step2, societe: companyA.documentId, options: [6] })
      .expect(200);
    await call('post', `/api/recrutement/offre/${anonymous}/paiement`, 'ownerA').expect(200);
    await call('put', `/api/backoffice/offers/${anonymous}`, 'moderator').send({ etat: 'publiee' }).expect(200);

    const plan = (await call('get', '/api/plan/offres').expect(200)).body.data as Array<{ id: string }>;
    expect(plan.length).toBeGreaterThan(0);
    for (const { id } of plan) {
      const offer = (await call('get', `/api/offres/${id}`).expect(200)).body.data as PublicOffer;
      expect({ id, problems: jobPostingProblems(toJobPosting(offer, 'https://cep.example')) }).toEqual({ id, problems: [] });
    }
    const page = (await call('get', `/api/offres/${anonymous}`).expect(200)).body.data as PublicOffer;
    expect(page.entreprise).toBeNull();
    expect(JSON.stringify(page)).not.toContain('Delmas');
    expect(JSON.stringify(page)).not.toContain('rh@delmas.fr');
    const hit = (await call('get', '/api/search/offres').query({ q: 'Pauillac' }).expect(200)).body.hits.find(
      (h: { id: string }) => h.id === anonymous,
    );
    expect(hit.company).toBeNull();
  });

  it('drafts, offers in validation and suspended offers have no public page', async () => {
    const id = await readyOffer(companyA.documentId);
    await call('get', `/api/offres/${id}`).expect(404);
    await call('post', `/api/recrutement/offre/${id}/paiement`, 'ownerA').expect(200);
    expect((await strapi.documents('api::offer.offer').findOne({ documentId: id, fields: ['etat'] }))!.etat).toBe('validation');
    await call('get', `/api/offres/${id}`).expect(404);
    await call('put', `/api/backoffice/offers/${id}`, 'moderator').send({ etat: 'publiee' }).expect(200);
    await call('get', `/api/offres/${id}`).expect(200);
    await call('post', `/api/recrutement/offre/update/${id}/suspendre`, 'ownerA').expect(200);
    await call('get', `/api/offres/${id}`).expect(404);
  });
});
