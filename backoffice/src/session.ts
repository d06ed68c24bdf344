/**
 * The staff session lives in sessionStorage: it ends with the tab, and the backoffice is its own origin,
 * so no site page can read it.
 */
export interface StaffIdentity {
  id: number;
  email: string;
  fullName: string;
  role: 'moderateur' | 'editeur';
}

const TOKEN = 'cep.backoffice.jwt';
const IDENTITY = 'cep.backoffice.identity';

export const session = {
  token: () => sessionStorage.getItem(TOKEN),
  identity: (): StaffIdentity | null => {
    const raw = sessionStorage.getItem(IDENTITY);
    return raw ? (JSON.parse(raw) as StaffIdentity) : null;
  },
  save(token: string, identity: StaffIdentity) {
    sessionStorage.setItem(TOKEN, token);
    sessionStorage.setItem(IDENTITY, JSON.stringify(identity));
  },
  clear() {
    sessionStorage.removeItem(TOKEN);
    sessionStorage.removeItem(IDENTITY);
  },
};
