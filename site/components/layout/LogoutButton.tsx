import { logoutAction } from '@/lib/actions/auth';
import { fr } from '@/lib/i18n/fr';

export function LogoutButton({ className }: { className: string }) {
  return (
    <form action={logoutAction}>
      <button type="submit" className={className}>
        {fr.login.logout}
      </button>
    </form>
  );
}
