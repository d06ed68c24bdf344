import { alertMachine, applicationMachine, availableActions, blogArticleMachine, offerMachine, transition, TransitionError } from '../src';

describe('offer lifecycle (spec 02 §4)', () => {
  it.each([
    ['brouillon', 'publier', 'recruteur', 'validation'],
    ['validation', 'valider', 'moderateur', 'publiee'],
    ['validation', 'refuser', 'moderateur', 'refusee'],
    ['refusee', 'modifier', 'recruteur', 'brouillon'],
    ['publiee', 'suspendre', 'recruteur', 'suspendue'],
    ['suspendue', 'reactiver', 'recruteur', 'publiee'],
    ['publiee', 'expirer', 'systeme', 'expiree'],
    ['suspendue', 'expirer', 'systeme', 'expiree'],
  ] as const)('%s --%s (%s)--> %s', (from, action, actor, to) => {
    expect(transition(offerMachine, from, action, actor)).toEqual({ ok: true, to });
  });

  it('refuses an illegal transition with a typed error', () => {
    const result = transition(offerMachine, 'brouillon', 'valider', 'moderateur');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBeInstanceOf(TransitionError);
      expect(result.error.code).toBe('ILLEGAL_TRANSITION');
    }
  });

  it('refuses a legal transition to the wrong actor', () => {
    const result = transition(offerMachine, 'validation', 'valider', 'recruteur');
    expect(!result.ok && result.error.code).toBe('FORBIDDEN_ACTOR');
    expect(!transition(offerMachine, 'publiee', 'suspendre', 'editeur').ok).toBe(true);
  });

  it('refuses an unknown state', () => {
    const result = transition(offerMachine, 'perdue' as never, 'publier', 'recruteur');
    expect(!result.ok && result.error.code).toBe('UNKNOWN_STATE');
    expect(!result.ok && result.error.message).toContain('offre');
  });

  it('lists the buttons a recruiter sees', () => {
    expect(availableActions(offerMachine, 'publiee', 'recruteur')).toEqual(['suspendre']);
    expect(availableActions(offerMachine, 'validation', 'recruteur')).toEqual([]);
  });
});

describe('the other machines', () => {
  it('application: the recruiter preselects or sets aside, and may change their mind', () => {
    expect(transition(applicationMachine, '0', 'preselectionner', 'recruteur')).toEqual({ ok: true, to: '1' });
    expect(transition(applicationMachine, '1', 'ecarter', 'recruteur')).toEqual({ ok: true, to: '2' });
    expect(transition(applicationMachine, '2', 'preselectionner', 'recruteur')).toEqual({ ok: true, to: '1' });
    expect(transition(applicationMachine, '0', 'preselectionner', 'candidat').ok).toBe(false);
    expect(transition(applicationMachine, '1', 'preselectionner', 'recruteur').ok).toBe(false);
  });

  it('alert: active ↔ suspended', () => {
    expect(transition(alertMachine, 'active', 'suspendre', 'candidat')).toEqual({ ok: true, to: 'suspendue' });
    expect(transition(alertMachine, 'suspendue', 'activer', 'recruteur')).toEqual({ ok: true, to: 'active' });
    expect(transition(alertMachine, 'active', 'activer', 'candidat').ok).toBe(false);
  });

  it('blog article: a deactivated article can be published again or go back to draft', () => {
    expect(transition(blogArticleMachine, 'brouillon', 'publier', 'ecole')).toEqual({ ok: true, to: 'publie' });
    expect(transition(blogArticleMachine, 'publie', 'desactiver', 'recruteur')).toEqual({ ok: true, to: 'desactive' });
    expect(transition(blogArticleMachine, 'desactive', 'publier', 'editeur')).toEqual({ ok: true, to: 'publie' });
    expect(transition(blogArticleMachine, 'desactive', 'enregistrerBrouillon', 'ecole')).toEqual({ ok: true, to: 'brouillon' });
    expect(transition(blogArticleMachine, 'publie', 'desactiver', 'candidat').ok).toBe(false);
  });
});
