import { redirect } from 'next/navigation';
import { getSessionUser } from '@/lib/session/session';

/**
 * Where `/packs` sends a visitor who chose a subscription, once signed in: the subscription of their own kind of
 * account (a school that picked the companies' card can only buy its own), or back to the packs for a candidate.
 */
export default async function SubscriptionOfRole() {
  const role = (await getSessionUser())?.role;
  redirect(role === 'ecole' ? '/ecole/abonnement' : role === 'recruteur' ? '/recrutement/abonnement' : '/packs');
}
