import { cardDate, companyPageSchema, pageMissing, parseForm, videoEmbed } from '../src';

describe('organisation pages (issue #14)', () => {
  it('a company draft needs only its name; going online needs presentation, size and sector', () => {
    expect(parseForm(companyPageSchema, { societeRaisonsocial: 'Domaine' }).ok).toBe(true);
    expect(parseForm(companyPageSchema, { societeRaisonsocial: '' }).ok).toBe(false);
    expect(parseForm(companyPageSchema, { societeRaisonsocial: 'D', nombreSalaries: '9' }).ok).toBe(false);
    expect(pageMissing('entreprise', { description: '<p> </p>', nombreSalaries: 2 })).toEqual(['description', 'secteurActivite']);
    expect(pageMissing('entreprise', { description: '<p>Un domaine</p>', nombreSalaries: 2, secteurActivite: 'Viticulture' })).toEqual([]);
    expect(pageMissing('ecole', { description: 'Lycée', adresseVille: 'Blanquefort', adresseCp: '  ' })).toEqual(['adresseCp']);
  });

  it('plays YouTube and Vimeo links through their players without tracking, and nothing else', () => {
    const youtube = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1';
    expect(videoEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ')?.src).toBe(youtube);
    expect(videoEmbed('https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=4')?.src).toBe(youtube);
    expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ?si=abc')?.src).toBe(youtube);
    expect(videoEmbed('https://www.youtube.com/shorts/dQw4w9WgXcQ')?.src).toBe(youtube);
    expect(videoEmbed('https://vimeo.com/76979871')).toEqual({
      provider: 'vimeo',
      src: 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    });
    expect(videoEmbed('https://player.vimeo.com/video/76979871')?.provider).toBe('vimeo');
    expect(videoEmbed('http://youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbed('https://youtube.com.evil.fr/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbed('https://example.com/video')).toBeNull();
  });

  it('writes card dates in French', () => {
    expect(cardDate('2027-03-01')).toBe('1 mars 2027');
    expect(cardDate('2099-09-04')).toBe('4 septembre 2099');
  });
});
