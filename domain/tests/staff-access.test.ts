import { STAFF_ACCESS, staffMay } from '../src/staff-access';

describe('staff access (the table the cms enforces and the backoffice draws)', () => {
  it('lets editors write the blog and only read offers; keeps orders, accounts, credits and the outbox to moderators', () => {
    expect(staffMay('editeur', 'articles', 'write')).toBe(true);
    expect(staffMay('editeur', 'offers', 'read')).toBe(true);
    expect(staffMay('editeur', 'offers', 'write')).toBe(false);
    for (const resource of ['orders', 'accounts', 'credit-entries', 'emails']) {
      expect([staffMay('editeur', resource, 'read'), staffMay('moderateur', resource, 'read')]).toEqual([false, true]);
    }
  });

  it('lets nobody else in, and knows no resource it does not list (an inherited key neither)', () => {
    expect(staffMay('candidat', 'offers', 'read')).toBe(false);
    expect(staffMay(undefined, 'offers', 'read')).toBe(false);
    expect(staffMay('moderateur', 'nowhere', 'read')).toBe(false);
    expect(staffMay('moderateur', undefined, 'read')).toBe(false);
    expect(staffMay('moderateur', 'toString', 'read')).toBe(false);
    expect(staffMay('moderateur', 'campaigns', 'write')).toBe(false);
    expect(staffMay('editeur', 'emails', 'write')).toBe(false);
    expect(Object.values(STAFF_ACCESS).every((access) => access.read.length > 0)).toBe(true);
  });
});
