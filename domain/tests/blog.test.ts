import { excerptOf, parseForm, readingMinutes, requiredKeys, slugify, testimonialSchema, toArticleLd, type PublicArticle } from '../src';
import { z } from '../src/zod';

const article: PublicArticle = {
  id: 'doc1',
  slug: 'vendanges-2027-abc123',
  titre: 'Vendanges 2027',
  extrait: 'Les domaines recrutent tôt.',
  photo: '/uploads/blog/cover.webp',
  categorie: { slug: 'vendanges', nom: 'Vendanges', description: '' },
  auteur: { kind: 'entreprise', nom: 'Vignobles Delmas', url: '/entreprises/xyz', logo: null },
  publieLe: '2026-11-10T08:00:00.000Z',
  likes: 2,
  html: '<p>Les domaines recrutent tôt.</p>',
  texte: 'Les domaines recrutent tôt.',
  modifieLe: '2026-11-12T08:00:00.000Z',
  minutes: 1,
  aime: false,
};

describe('Article JSON-LD (issue #16 item 1)', () => {
  it('names the article, its author with its page, Cep as publisher, the cover and the dates', () => {
    expect(toArticleLd(article, 'https://cep.fr')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Vendanges 2027',
      description: 'Les domaines recrutent tôt.',
      image: ['https://cep.fr/uploads/blog/cover.webp'],
      datePublished: '2026-11-10T08:00:00.000Z',
      dateModified: '2026-11-12T08:00:00.000Z',
      author: { '@type': 'Organization', name: 'Vignobles Delmas', url: 'https://cep.fr/entreprises/xyz' },
      publisher: { '@type': 'Organization', name: 'Cep', url: 'https://cep.fr/' },
      mainEntityOfPage: 'https://cep.fr/blog/vendanges/vendanges-2027-abc123',
      articleSection: 'Vendanges',
      wordCount: 4,
    });
  });

  it('leaves out what an article lacks', () => {
    const ld = toArticleLd(
      { ...article, photo: null, extrait: '', categorie: null, modifieLe: '', auteur: { ...article.auteur, url: null } },
      'https://cep.fr',
    );
    expect(ld.image).toBeUndefined();
    expect(ld.description).toBeUndefined();
    expect(ld.author.url).toBeUndefined();
    expect(ld.dateModified).toBe(article.publieLe);
    expect(ld.mainEntityOfPage).toBe('https://cep.fr/blog/article/vendanges-2027-abc123');
  });
});

describe('blog helpers', () => {
  it('keeps a short text whole, and reads at least one minute', () => {
    expect(excerptOf('  Court   texte. ')).toBe('Court texte.');
    expect(excerptOf('x'.repeat(300)).length).toBeLessThanOrEqual(181);
    // The cut never ends on the text's own ellipsis nor on an opening guillemet.
    expect(excerptOf('Un grand vin… et des vendanges', 14)).toBe('Un grand vin…');
    expect(excerptOf('Un poste de « caviste » à pourvoir', 16)).toBe('Un poste de…');
    expect(readingMinutes('')).toBe(1);
    expect(slugify('!!!')).toBe('');
  });

  it('testimonials: a name, a role and a text of 400 characters at most', () => {
    expect(parseForm(testimonialSchema, { nom: 'Léa', fonction: 'Vendangeuse', texte: 'Super.' })).toEqual({
      ok: true,
      data: { nom: 'Léa', fonction: 'Vendangeuse', texte: 'Super.', ordre: 0, actif: true },
    });
    expect(parseForm(testimonialSchema, { nom: 'Léa', fonction: 'x', texte: 'a'.repeat(401) }).ok).toBe(false);
  });

  it('a schema that is not an object has no required keys', () => {
    expect(requiredKeys(z.string()).size).toBe(0);
  });
});
