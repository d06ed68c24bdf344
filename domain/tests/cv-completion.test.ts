import fc from 'fast-check';
import { cvCompletion, type CvContent } from '../src';

const empty: CvContent = { experiences: 0, diplomes: 0, langues: 0 };
const required: CvContent = {
  cvTitre: 'Caviste',
  cvAnneesExperience: 3,
  cvNiveauEtude: 2,
  cvRemuneration: 24000,
  cvContratSouhaite: [1],
  experiences: 1,
  diplomes: 0,
  langues: 0,
};

describe('CV completion (issue #11)', () => {
  it('is 0 for an empty CV and 100 for a full one', () => {
    expect(cvCompletion(empty)).toEqual({ pourcentage: 0, complet: false });
    expect(cvCompletion({ ...required, cvDomaines: [1], cvZonegeo: ['dep33'], diplomes: 1, langues: 1 })).toEqual({
      pourcentage: 100,
      complet: true,
    });
  });

  it('is complete with the five required fields and one experience or diploma', () => {
    expect(cvCompletion(required)).toEqual({ pourcentage: 75, complet: true });
    expect(cvCompletion({ ...required, experiences: 0, diplomes: 1 }).complet).toBe(true);
    expect(cvCompletion({ ...required, experiences: 0 }).complet).toBe(false);
    expect(cvCompletion({ ...required, cvTitre: '  ' }).complet).toBe(false);
    expect(cvCompletion({ ...required, cvContratSouhaite: [] }).complet).toBe(false);
  });

  it('never leaves 0–100 and never drops when something is added', () => {
    const cv = fc.record({
      cvTitre: fc.option(fc.string()),
      cvAnneesExperience: fc.option(fc.nat(60)),
      cvNiveauEtude: fc.option(fc.nat(8)),
      cvRemuneration: fc.option(fc.nat()),
      cvContratSouhaite: fc.array(fc.nat(6)),
      cvDomaines: fc.array(fc.nat(10)),
      cvZonegeo: fc.array(fc.string()),
      experiences: fc.nat(5),
      diplomes: fc.nat(5),
      langues: fc.nat(5),
    });
    fc.assert(
      fc.property(cv, (content) => {
        const { pourcentage } = cvCompletion(content);
        expect(pourcentage).toBeGreaterThanOrEqual(0);
        expect(pourcentage).toBeLessThanOrEqual(100);
        expect(cvCompletion({ ...content, experiences: content.experiences + 1 }).pourcentage).toBeGreaterThanOrEqual(pourcentage);
      }),
    );
  });
});
