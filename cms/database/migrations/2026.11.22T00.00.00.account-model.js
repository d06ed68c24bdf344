'use strict';

/**
 * Issue #9, the account model. Strapi runs this before its schema sync, which drops the columns and link
 * tables the account model replaces. What they held (owners, who belongs to which company or school,
 * credits and flags, each offer's account, candidates' shortlists) is kept in a table of its own; the cms
 * bootstrap turns it into accounts, memberships, profiles and ledger entries, then drops that table
 * (src/api/account/services/account-model-migration.ts). A fresh database has nothing to keep.
 */
const SNAPSHOT = 'cep_account_model_snapshot';

async function rows(knex, table, columns) {
  return (await knex.schema.hasTable(table)) ? knex(table).select(columns) : [];
}

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('up_users')) || !(await knex.schema.hasColumn('up_users', 'proprietaire'))) return;
    const snapshot = {
      owners: (await knex('up_users').select('id', 'proprietaire')).filter((user) => Boolean(user.proprietaire)).map((user) => user.id),
      userCompany: await rows(knex, 'up_users_company_lnk', ['user_id', 'company_id']),
      userSchool: await rows(knex, 'up_users_school_lnk', ['user_id', 'school_id']),
      selection: await rows(knex, 'up_users_selection_lnk', ['user_id', 'offer_id']),
      offerAccount: await rows(knex, 'offers_compte_lnk', ['offer_id', 'company_id']),
      companies: await knex('companies').select(
        'id',
        'credits_offre',
        'credits_illimites',
        'ville_facultative',
        'remuneration_facultative',
      ),
    };
    await knex.schema.createTable(SNAPSHOT, (table) => {
      table.increments('id');
      table.text('payload');
    });
    await knex(SNAPSHOT).insert({ payload: JSON.stringify(snapshot) });
  },

  async down() {
    throw new Error('The account model migration cannot be undone');
  },
};
