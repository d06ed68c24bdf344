import { searchSplitRefusal } from '../src/search/instance-guard';

/** Issue #37 item 4: PostgreSQL with the in-process search engine split the index between instances. */
describe('the search split guard at boot', () => {
  it('refuses PostgreSQL with the in-process engine, in one line that says what to set', () => {
    const refusal = searchSplitRefusal({ DATABASE_CLIENT: 'postgres', MEILI_HOST: '' });
    expect(refusal).toMatch(/MEILI_HOST/);
    expect(refusal).toMatch(/CEP_SINGLE_INSTANCE=true/);
    expect(refusal).not.toContain('\n');
  });

  it('lets SQLite, Meilisearch, or an operator who runs one instance start', () => {
    expect(searchSplitRefusal({})).toBeNull();
    expect(searchSplitRefusal({ DATABASE_CLIENT: 'sqlite' })).toBeNull();
    expect(searchSplitRefusal({ DATABASE_CLIENT: 'postgres', MEILI_HOST: 'http://meilisearch:7700' })).toBeNull();
    expect(searchSplitRefusal({ DATABASE_CLIENT: 'postgres', CEP_SINGLE_INSTANCE: 'true' })).toBeNull();
    expect(searchSplitRefusal({ DATABASE_CLIENT: 'postgres', CEP_SINGLE_INSTANCE: 'oui' })).not.toBeNull();
  });
});
