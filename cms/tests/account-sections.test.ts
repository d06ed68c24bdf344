import { messages } from '@cep/domain';
import request from 'supertest';
import { startSmtp } from './helpers/smtp';
import { startStrapi } from './helpers/strapi';
import { companyAccount, memberOf, schoolAccount } from './helpers/accounts';
import { createUserWithRole, TEST_PASSWORD } from './helpers/users';

type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let owner: string;
const http = () => request(strapi.server.httpServer);

beforeAll(async () => {
  smtp = await startSmtp();
  strapi = await startStrapi({ ...smtp.env, SITE_URL: 'http://cep.test' });
  const account = await companyAccount(strapi, 'Vignobles Delmas');
  owner = (await memberOf(strapi, account, 'helene@delmas.fr', { owner: true, prenom: 'Hélène', nom: 'Delmas' })).jwt;
});

afterAll(async () => {
  await strapi.stopTest();
  await smtp.close();
});

describe('"Mon compte" sections (spec 01 §2, §3, §7)', () => {
  it('answers the field error map on bad company info and keeps what was stored', async () => {
    const res = await http()
      .put('/api/compte/entreprise')
      .auth(owner, { type: 'bearer' })
      .send({ societeRaisonsocial: '', societeDatecreation: 1850 })
      .expect(400);
    expect(res.body.errors).toMatchObject({
      societeRaisonsocial: 'Ce champ est obligatoire.',
      societeDatecreation: `Veuillez saisir une année entre 1900 et ${new Date().getFullYear()}.`,
    });
    expect((await http().get('/api/compte').auth(owner, { type: 'bearer' })).body.entreprise.societeRaisonsocial).toBe('Vignobles Delmas');
  });

  it('saves billing with an EU VAT number, and unticking the box clears the billing fields', async () => {
    const billing = {
      factureDifferente: true,
      societeFactureRaisonSociale: 'Delmas Distribution GmbH',
      societeFactureAdresse: 'Weinstraße 1',
      societeFactureCodePostal: '67433',
      societeFactureVilleInternational: 'Neustadt',
      societeFacturePays: 'DE',
    };
    const missing = await http().put('/api/compte/facturation').auth(owner, { type: 'bearer' }).send(billing).expect(400);
    expect(missing.body.errors).toEqual({ societeFactureTva: 'Ce champ est obligatoire.' });
    await http()
      .put('/api/compte/facturation')
      .auth(owner, { type: 'bearer' })
      .send({ ...billing, societeFactureTva: 'DE123456789' })
      .expect(200);
    const saved = (await http().get('/api/compte').auth(owner, { type: 'bearer' })).body.facturation;
    expect(saved).toMatchObject({ factureDifferente: true, societeFactureTva: 'DE123456789', societeFacturePays: 'DE' });
    await http().put('/api/compte/facturation').auth(owner, { type: 'bearer' }).send({ factureDifferente: false }).expect(200);
    const clearedBilling = (await http().get('/api/compte').auth(owner, { type: 'bearer' })).body.facturation;
    expect(clearedBilling).toMatchObject({ factureDifferente: false, societeFactureRaisonSociale: null, societeFactureTva: null });
  });

  it('a school has four sections: its billing is saved apart from its establishment (spec 02 §8)', async () => {
    const school = await schoolAccount(strapi, 'Lycée viticole de Blanquefort');
    const jwt = (await memberOf(strapi, school, 'direction@blanquefort.fr', { owner: true })).jwt;
    const establishment = {
      ecoleNom: 'Lycée viticole de Blanquefort',
      ecoleAdresse: '84 avenue du Général de Gaulle',
      ecoleCp: '33290',
      ecoleVille: 'Blanquefort',
      ecolePays: 'FR',
      ecoleTel: '0556350000',
    };
    await http().put('/api/compte/etablissement').auth(jwt, { type: 'bearer' }).send(establishment).expect(200);
    const missing = await http()
      .put('/api/compte/facturation')
      .auth(jwt, { type: 'bearer' })
      .send({ adresseFactureIdentique: false })
      .expect(400);
    expect(Object.keys(missing.body.errors)).toEqual([
      'adressefactureNom',
      'adressefactureAdresse',
      'adressefactureVille',
      'adressefactureCp',
    ]);
    await http()
      .put('/api/compte/facturation')
      .auth(jwt, { type: 'bearer' })
      .send({
        adresseFactureIdentique: false,
        adressefactureNom: 'EPLEFPA Bordeaux-Gironde',
        adressefactureAdresse: '1 cours du Général de Gaulle',
        adressefactureCp: '33170',
        adressefactureVille: 'Gradignan',
        adressefacturePays: 'FR',
      })
      .expect(200);
    const view = (await http().get('/api/compte').auth(jwt, { type: 'bearer' })).body;
    expect(view.etablissement).toMatchObject({ ecoleNom: 'Lycée viticole de Blanquefort', ecoleVille: 'Blanquefort' });
    expect(view.facturation).toMatchObject({ adresseFactureIdentique: false, adressefactureNom: 'EPLEFPA Bordeaux-Gironde' });
    // Saving the establishment leaves the billing block alone; the box ticked again clears it.
    await http().put('/api/compte/etablissement').auth(jwt, { type: 'bearer' }).send(establishment).expect(200);
    expect((await http().get('/api/compte').auth(jwt, { type: 'bearer' })).body.facturation.adressefactureNom).toBe(
      'EPLEFPA Bordeaux-Gironde',
    );
    await http().put('/api/compte/facturation').auth(jwt, { type: 'bearer' }).send({ adresseFactureIdentique: true }).expect(200);
    expect((await http().get('/api/compte').auth(jwt, { type: 'bearer' })).body.facturation).toMatchObject({
      adresseFactureIdentique: true,
      adressefactureNom: null,
    });
  });

  it('refuses an e-mail that another account uses', async () => {
    await createUserWithRole(strapi, 'candidat', 'pris@exemple.fr');
    const res = await http()
      .put('/api/compte/utilisateur')
      .auth(owner, { type: 'bearer' })
      .send({ prenom: 'Hélène', nom: 'Delmas', email: 'pris@exemple.fr', currentPassword: TEST_PASSWORD })
      .expect(400);
    expect(res.body.errors).toEqual({ email: 'Un compte existe déjà avec cette adresse e-mail.' });
  });
});

describe('recruiter users (spec 01 §7, spec 02 §5)', () => {
  it('adds a recruiter who receives an invitation to choose a password', async () => {
    const res = await http()
      .post('/api/recrutement/nouveau-recruteur')
      .auth(owner, { type: 'bearer' })
      .send({
        recruteurNom: 'Roux',
        recruteurPrenom: 'Julien',
        recruteurFonction: 'Chef de culture',
        recruteurMail: 'julien@delmas.fr',
        recruteurTel: '0556000000',
      })
      .expect(200);
    expect(res.body).toMatchObject({
      code: 200,
      id: expect.any(Number),
      recruteur: { recruteurMail: 'julien@delmas.fr', recruteurFonction: 'Chef de culture' },
    });
    const [mail] = await smtp.to('julien@delmas.fr');
    expect(mail?.subject).toBe('Votre accès recruteur Vignobles Delmas sur Cep');
    const token = smtp.link(mail!, 'http://cep.test/reset-password?token=').searchParams.get('token');
    await http()
      .post('/api/reset-password')
      .send({ token, plainPassword: { first: 'Chai-Delmas2026', second: 'Chai-Delmas2026' } })
      .expect(200);
    await http().post('/api/auth/local').send({ identifier: 'julien@delmas.fr', password: 'Chai-Delmas2026' }).expect(200);
  });

  it('refuses a duplicate e-mail with the field error and error_mail_login', async () => {
    const res = await http()
      .post('/api/recrutement/nouveau-recruteur')
      .auth(owner, { type: 'bearer' })
      .send({ recruteurNom: 'Roux', recruteurPrenom: 'Julien', recruteurMail: 'julien@delmas.fr' })
      .expect(400);
    expect(res.body).toEqual({ code: 400, errors: { recruteurMail: 'Le recruteur existe déjà.' }, error_mail_login: true });
  });

  it('refuses an incomplete recruiter with spec 02’s message', async () => {
    const res = await http()
      .post('/api/recrutement/nouveau-recruteur')
      .auth(owner, { type: 'bearer' })
      .send({ recruteurNom: '', recruteurPrenom: 'Jean', recruteurMail: 'x' })
      .expect(400);
    expect(res.body.errors).toEqual({
      recruteurNom: 'Vérifier votre nom, prénom et votre email.',
      recruteurMail: 'Vérifier votre nom, prénom et votre email.',
    });
  });

  it('updates a colleague (answering `nom`) and removes them; the owner cannot remove themselves', async () => {
    const team = (await http().get('/api/recrutement/recruteurs').auth(owner, { type: 'bearer' }).expect(200)).body.recruteurs;
    const julien = team.find((r: { recruteurMail: string }) => r.recruteurMail === 'julien@delmas.fr');
    const me = team.find((r: { proprietaire: boolean }) => r.proprietaire);
    const res = await http()
      .put(`/api/recrutement/recruteur/${julien.id}`)
      .auth(owner, { type: 'bearer' })
      .send({ recruteurNom: 'Roux', recruteurPrenom: 'Julien', recruteurMail: 'julien.roux@delmas.fr' })
      .expect(200);
    // The owner never moves a colleague's login by themselves: the new address gets its own link.
    expect(res.body).toEqual({ code: 200, message: messages.emailCollegueAConfirmer, nom: 'Julien Roux' });
    const cards = (await http().get('/api/recrutement/recruteurs').auth(owner, { type: 'bearer' })).body.recruteurs;
    expect(cards.map((r: { recruteurMail: string }) => r.recruteurMail)).toContain('julien@delmas.fr');
    expect((await smtp.to('julien.roux@delmas.fr')).pop()?.subject).toBe('Confirmez votre nouvelle adresse e-mail');
    const same = await http()
      .put(`/api/recrutement/recruteur/${julien.id}`)
      .auth(owner, { type: 'bearer' })
      .send({ recruteurNom: 'Roux', recruteurPrenom: 'Julien', recruteurMail: 'julien@delmas.fr', recruteurFonction: 'Caviste' })
      .expect(200);
    expect(same.body).toEqual({ code: 200, message: 'Modification réussie', nom: 'Julien Roux' });
    await http().delete(`/api/recrutement/delete/recruteur/${me.id}`).auth(owner, { type: 'bearer' }).expect(403);
    await http().delete(`/api/recrutement/delete/recruteur/${julien.id}`).auth(owner, { type: 'bearer' }).expect(200);
    expect((await http().get('/api/recrutement/recruteurs').auth(owner, { type: 'bearer' })).body.recruteurs).toHaveLength(1);
  });

  it('sends the contact form to the provider', async () => {
    expect(
      (
        await http()
          .post('/api/recrutement/contact')
          .auth(owner, { type: 'bearer' })
          .send({ message: 'Pouvez-vous m’appeler ?' })
          .expect(200)
      ).body,
    ).toEqual({ code: 200 });
    expect((await smtp.to('contact@cep.local')).pop()?.text).toContain('Pouvez-vous m’appeler ?');
  });
});

describe('subsidiaries (spec 02 §3, §5, §7)', () => {
  const subsidiary = {
    raisonSociale: 'Domaine Delmas Bourgogne',
    adresse: '3 rue du Faubourg Bretonnière',
    codePostal: '21200',
    ville: 'Beaune',
    pays: 'FR',
    telephone: '03 80 00 00 00',
    secteurActivite: 'Domaine viticole',
    registreMarque: 'Delmas Bourgogne',
    diffusionMarque: true,
  };

  it('gives the seven French messages for an empty form', async () => {
    const res = await http()
      .post('/api/recrutement/add/societefiliale')
      .auth(owner, { type: 'bearer' })
      .send({ pays: '', telephone: '12' })
      .expect(400);
    expect(res.body.errors).toEqual({
      raisonSociale: 'Vérifier votre saisie raison sociale',
      adresse: 'Vérifier votre adresse',
      pays: 'Vérifier votre saisie pays',
      telephone: 'Veuillez saisir un numéro de téléphone valide (exactement 10 chiffres).',
      secteurActivite: "Vérifier votre saisie secteur d'activité",
    });
  });

  it('checks the postal code against the chosen city with the official data', async () => {
    const res = await http()
      .post('/api/recrutement/add/societefiliale')
      .auth(owner, { type: 'bearer' })
      .send({ ...subsidiary, codePostal: '33000' })
      .expect(400);
    expect(res.body).toMatchObject({
      isErrorCodepostal: true,
      msgErrorCodePostal: 'Code Postal ne correspond pas à la ville sélectionnée.',
    });
    const city = await http()
      .post('/api/recrutement/add/societefiliale')
      .auth(owner, { type: 'bearer' })
      .send({ ...subsidiary, ville: 'Beaune 2' })
      .expect(400);
    expect(city.body.errors.ville).toBe('Veuillez saisir une ville valide (lettres uniquement).');
  });

  it('adds, lists and deletes a subsidiary, and answers the VAT rate', async () => {
    const res = await http().post('/api/recrutement/add/societefiliale').auth(owner, { type: 'bearer' }).send(subsidiary).expect(200);
    expect(res.body).toMatchObject({
      code: 200,
      raisonSociale: 'Domaine Delmas Bourgogne',
      codePostal: '21200',
      telephone: '0380000000',
      diffusionMarque: true,
    });
    const list = (await http().get('/api/recrutement/filiales').auth(owner, { type: 'bearer' }).expect(200)).body.filiales;
    expect(list.map((f: { raisonSociale: string }) => f.raisonSociale)).toEqual(['Domaine Delmas Bourgogne']);
    expect((await http().get('/api/recrutement/societe/tva').auth(owner, { type: 'bearer' }).expect(200)).body).toEqual({
      code: 200,
      tva: 20,
    });

    const offer = await strapi
      .documents('api::offer.offer')
      .create({ data: { offreTitre: 'Caviste', offreContrat: 1, etat: 'brouillon', company: res.body.id } });
    const refused = await http()
      .delete(`/api/recrutement/delete/societefiliale/${res.body.id}`)
      .auth(owner, { type: 'bearer' })
      .expect(409);
    expect(refused.body.message).toBe('Cette filiale porte des offres : rattachez-les à une autre société avant de la supprimer.');
    await strapi.documents('api::offer.offer').delete({ documentId: offer.documentId });
    await http().delete(`/api/recrutement/delete/societefiliale/${res.body.id}`).auth(owner, { type: 'bearer' }).expect(200);
    expect((await http().get('/api/recrutement/filiales').auth(owner, { type: 'bearer' })).body.filiales).toEqual([]);
  });
});
