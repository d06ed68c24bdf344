import { isSharedListQuery } from '@/lib/cms/cacheable';

describe('which list queries the site keeps', () => {
  it.each([
    ['no parameter', {}, {}],
    ['empty values', { q: '', contrat: undefined }, {}],
    ['one of the first pages', { page: '10' }, {}],
    ['a value named as shared', { tri: 'date', vendanges: '1', page: '2' }, { tri: ['date'], vendanges: ['1'] }],
  ])('keeps %s', (_label, query, shared) => expect(isSharedListQuery(query, shared)).toBe(true));

  it.each([
    ['free text', { q: 'vendangeur' }, {}],
    ['a filter not named', { contrat: 'cdd' }, { tri: ['date'] }],
    ['another value of a shared key', { tri: 'salaire' }, { tri: ['date'] }],
    ['a page past the first ten', { page: '11' }, {}],
    ['a page that is not a number', { page: '1e3' }, {}],
  ])('reads %s fresh', (_label, query, shared) => expect(isSharedListQuery(query, shared)).toBe(false));
});
