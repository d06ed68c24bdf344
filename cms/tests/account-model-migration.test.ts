import request from 'supertest';
import { ledger } from '../src/api/account/services/ledger';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole, TEST_PASSWORD } from './helpers/users';

/**
 * A database from before the account model (issue #9) is moved onto it at the next start: the old columns
 * and link tables are put back by hand here, filled the way the previous version filled them, and the
 * migration is marked as not run; the restart must then give the same people the same access and credits.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;

const MIGRATION = '2026.11.22T00.00.00.account-model.js';

beforeAll(async () => {
  strapi = await startStrapi();
});

afterAll(async () => {
  await strapi.stopTest();
});

/** The columns and link tables the previous schema had, as Strapi named them. */
async function oldSchema() {
  const knex = strapi.db.connection;
  await knex.schema.alterTable('up_users', (t) => t.boolean('proprietaire'));
  await knex.schema.alterTable('companies', (t) => {
    t.integer('credits_offre');
    t.boolean('credits_illimites');
    t.boolean('ville_facultative');
    t.boolean('remuneration_facultative');
  });
  const link = (table: string, from: string, to: string) =>
    knex.schema.createTable(table, (t) => {
      t.increments('id');
      t.integer(from);
      t.integer(to);
    });
  await link('up_users_company_lnk', 'user_id', 'company_id');
  await link('up_users_school_lnk', 'user_id', 'school_id');
  await link('up_users_selection_lnk', 'user_id', 'offer_id');
  await link('offers_compte_lnk', 'offer_id', 'company_id');
}

describe('moving an existing database onto accounts', () => {
  it('keeps owners, members, subsidiaries, credits, offers and shortlists', async () => {
    await oldSchema();
    const knex = strapi.db.connection;
    const root = await strapi.documents('api::company.company').create({ data: { societeRaisonsocial: 'Château Ancien' } });
    const subsidiary = await strapi
      .documents('api::company.company')
      .create({ data: { societeRaisonsocial: 'Ancien Bourgogne', parent: root.documentId } });
    const school = await strapi.documents('api::school.school').create({ data: { ecoleNom: 'Lycée viticole' } });
    const owner = await createUserWithRole(strapi, 'recruteur', 'proprio@ancien.fr');
    const member = await createUserWithRole(strapi, 'recruteur', 'membre@ancien.fr');
    const director = await createUserWithRole(strapi, 'ecole', 'direction@lycee.fr');
    const candidate = await createUserWithRole(strapi, 'candidat', 'candidat@ancien.fr');
    const offer = (titre: string, company: { id: unknown }) =>
      strapi
        .documents('api::offer.offer')
        .create({ data: { offreTitre: titre, offreContrat: 1, etat: 'publiee', company: Number(company.id) } });
    const own = await offer('Chef de culture', root);
    const signedBySubsidiary = await offer('Vendangeur', subsidiary);
    // Sent to moderation with a credit before the move: a refusal afterwards must still give it back.
    const pending = await strapi.documents('api::offer.offer').create({
      data: { offreTitre: 'Caviste', offreContrat: 1, etat: 'validation', creditUtilise: true, company: Number(root.id) },
    });

    await knex('up_users').whereIn('id', [owner.id, director.id]).update({ proprietaire: true });
    await knex('companies').where('id', root.id).update({ credits_offre: 4, ville_facultative: true });
    await knex('up_users_company_lnk').insert([
      { user_id: owner.id, company_id: root.id },
      { user_id: member.id, company_id: root.id },
    ]);
    await knex('up_users_school_lnk').insert({ user_id: director.id, school_id: school.id });
    await knex('up_users_selection_lnk').insert({ user_id: candidate.id, offer_id: own.id });
    await knex('offers_compte_lnk').insert([
      { offer_id: own.id, company_id: root.id },
      { offer_id: signedBySubsidiary.id, company_id: root.id },
      { offer_id: pending.id, company_id: root.id },
    ]);
    await knex('strapi_migrations').where('name', MIGRATION).del();

    strapi = await strapi.restart();

    expect(await strapi.db.connection.schema.hasTable('cep_account_model_snapshot')).toBe(false);
    const memberships = await strapi.documents('api::account.membership').findMany({
      populate: { user: { fields: ['email'] }, account: { fields: ['type'] } },
    });
    expect(memberships.map((m) => [m.user?.email, m.role, m.account?.type]).sort()).toEqual([
      ['direction@lycee.fr', 'proprietaire', 'ecole'],
      ['membre@ancien.fr', 'membre', 'entreprise'],
      ['proprio@ancien.fr', 'proprietaire', 'entreprise'],
    ]);
    const account = (await strapi.documents('api::account.account').findFirst({
      filters: { companies: { societeRaisonsocial: 'Château Ancien' } },
      populate: { companies: { fields: ['societeRaisonsocial'] } },
    }))!;
    expect(account.companies!.map((c) => c.societeRaisonsocial).sort()).toEqual(['Ancien Bourgogne', 'Château Ancien']);
    expect(account).toMatchObject({ villeFacultative: true, creditsIllimites: false });
    expect((await ledger(strapi).balances(Number(account.id))).offre).toBe(4);
    const entries = await strapi.documents('api::account.credit-entry').findMany({ filters: { account: { id: account.id } }, sort: 'id' });
    expect(entries.map((e) => [e.quantite, e.motif])).toEqual([
      [5, 'reprise'],
      [-1, 'publication'],
    ]);
    expect(await ledger(strapi).refundOfferPublication(Number(account.id), Number(pending.id))).toBe(true);
    expect((await ledger(strapi).balances(Number(account.id))).offre).toBe(5);
    const profile = await strapi.documents('api::candidate.candidate').findFirst({
      filters: { user: { id: candidate.id } },
      populate: { selection: { fields: ['documentId'] } },
    });
    expect(profile?.selection?.map((o) => o.documentId)).toEqual([own.documentId]);

    // What the owner sees is what they saw: both offers on their management page.
    const login = await request(strapi.server.httpServer)
      .post('/api/auth/local')
      .send({ identifier: 'proprio@ancien.fr', password: TEST_PASSWORD });
    const list = await request(strapi.server.httpServer)
      .get('/api/recrutement/offres')
      .auth(login.body.jwt, { type: 'bearer' })
      .expect(200);
    expect(list.body.offres.map((o: { titre: string }) => o.titre).sort()).toEqual(['Caviste', 'Chef de culture', 'Vendangeur']);
  });
});
