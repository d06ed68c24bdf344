import { startConversationAction } from '@/lib/actions/messaging';
import { fr } from '@/lib/i18n/fr';

/**
 * « Écrire au candidat » on an application or a bought CV: opens the conversation (the running one if there is
 * one). A plain form post, so it works before the page's JavaScript has loaded.
 */
export function WriteToCandidate({ origin }: { origin: { candidature: string } | { cv: string } }) {
  const [name, value] = 'candidature' in origin ? ['candidature', origin.candidature] : ['cv', origin.cv];
  return (
    <form action={startConversationAction}>
      <input type="hidden" name={name} value={value} />
      <button type="submit" className="rounded-full bg-vin-700 px-5 py-2 font-semibold text-white hover:bg-vin-800">
        {fr.messaging.write}
      </button>
    </form>
  );
}
