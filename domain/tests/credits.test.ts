import fc from 'fast-check';
import { addCredit, consumeCredit, hasCredit, InsufficientCreditError, UNLIMITED } from '../src';

describe('credits (spec 01 §9: a number or unlimited)', () => {
  it('uses one credit', () => {
    expect(consumeCredit(3)).toBe(2);
    expect(consumeCredit(1)).toBe(0);
    expect(hasCredit(0)).toBe(false);
    expect(hasCredit(1)).toBe(true);
  });

  it('refuses to go below zero with a typed error', () => {
    expect(() => consumeCredit(0)).toThrow(InsufficientCreditError);
    expect(() => consumeCredit(2, 3)).toThrow('Crédit insuffisant');
  });

  it('keeps unlimited unlimited', () => {
    expect(consumeCredit(UNLIMITED, 1000)).toBe(UNLIMITED);
    expect(addCredit(UNLIMITED, 5)).toBe(UNLIMITED);
    expect(hasCredit(UNLIMITED, 1_000_000)).toBe(true);
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => consumeCredit(5, -1)).toThrow(RangeError);
    expect(() => addCredit(5, 1.5)).toThrow(RangeError);
  });

  it('property: a balance never goes below zero, whatever the sequence', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.array(fc.tuple(fc.boolean(), fc.nat(10))), (start, ops) => {
        let balance: number | typeof UNLIMITED = start;
        for (const [add, n] of ops) {
          try {
            balance = add ? addCredit(balance, n) : consumeCredit(balance, n);
          } catch (error) {
            expect(error).toBeInstanceOf(InsufficientCreditError);
          }
          expect(balance === UNLIMITED || balance >= 0).toBe(true);
        }
      }),
    );
  });
});
