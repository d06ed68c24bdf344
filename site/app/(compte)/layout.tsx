import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { requireUser } from '@/lib/session/session';

/**
 * Every account page: the server checks the session with the cms before rendering, whatever the proxy did.
 * Visitors go to the login page and come back here afterwards.
 */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const path = (await headers()).get('x-cep-path') ?? '/after-login';
  await requireUser(path);
  return children;
}
