import type { StaffIdentity } from '@cep/domain';

export type { StaffIdentity };

const TOKEN = 'cep.backoffice.jwt';
const REFRESH = 'cep.backoffice.refresh';
const IDENTITY = 'cep.backoffice.identity';
const TARGET = 'cep.backoffice.target';

/**
 * The staff session lives in sessionStorage: it ends with the tab, and the backoffice is its own origin,
 * so no site page can read it.
 */
export const session = {
  token: () => sessionStorage.getItem(TOKEN),
  refreshToken: () => sessionStorage.getItem(REFRESH),
  saveTokens(token: string, refreshToken: string) {
    sessionStorage.setItem(TOKEN, token);
    sessionStorage.setItem(REFRESH, refreshToken);
  },
  identity: (): StaffIdentity | null => {
    const raw = sessionStorage.getItem(IDENTITY);
    return raw ? (JSON.parse(raw) as StaffIdentity) : null;
  },
  save(token: string, refreshToken: string, identity: StaffIdentity) {
    this.saveTokens(token, refreshToken);
    sessionStorage.setItem(IDENTITY, JSON.stringify(identity));
  },
  /** The page asked for while logged out (a bookmark, a link from an e-mail), opened once logged in. */
  rememberTarget(path: string) {
    sessionStorage.setItem(TARGET, path);
  },
  takeTarget(): string | null {
    const path = sessionStorage.getItem(TARGET);
    sessionStorage.removeItem(TARGET);
    return path;
  },
  clear() {
    for (const key of [TOKEN, REFRESH, IDENTITY]) sessionStorage.removeItem(key);
  },
};
