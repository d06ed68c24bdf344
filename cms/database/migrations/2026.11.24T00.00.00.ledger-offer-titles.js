'use strict';

/**
 * Ledger entries keep the title of the offer they were for (`offreTitre`; docs/decisions.md « A spend for a deleted
 * offer »). Strapi runs this before its schema sync: the column is added here as the sync would add it, and entries
 * written before it are given their offer's title, so they too keep saying what they paid for once the offer is
 * deleted. Entries whose offer is already gone have nothing left to copy.
 */
async function up(knex) {
  if (!(await knex.schema.hasTable('credit_entries'))) return;
  if (!(await knex.schema.hasColumn('credit_entries', 'offre_titre'))) {
    await knex.schema.alterTable('credit_entries', (table) => table.string('offre_titre'));
  }
  if (!(await knex.schema.hasTable('credit_entries_offer_lnk'))) return;
  const untitled = await knex('credit_entries_offer_lnk as link')
    .join('credit_entries as entry', 'entry.id', 'link.credit_entry_id')
    .join('offers as offer', 'offer.id', 'link.offer_id')
    .whereNull('entry.offre_titre')
    .select('entry.id as entryId', 'offer.offre_titre as title');
  for (const { entryId, title } of untitled) await knex('credit_entries').where('id', entryId).update({ offre_titre: title });
}

module.exports = { up };
