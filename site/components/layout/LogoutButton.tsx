'use client';

import { logoutAction } from '@/lib/actions/auth';
import { login } from '@/lib/i18n/fr/login';

/** « Se déconnecter »; the pages the installed app kept offline (applications, shortlist) are forgotten with the session. */
export function LogoutButton({ className }: { className: string }) {
  return (
    <form action={logoutAction} onSubmit={() => navigator.serviceWorker?.controller?.postMessage({ type: 'oublier' })}>
      <button type="submit" className={className}>
        {login.login.logout}
      </button>
    </form>
  );
}
