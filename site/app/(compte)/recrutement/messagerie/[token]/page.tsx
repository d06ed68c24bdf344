import type { Metadata } from 'next';
import { conversationFilter } from '@cep/domain';
import { MessagingScreen } from '@/components/messaging/MessagingScreen';
import { fr } from '@/lib/i18n/fr';

export const metadata: Metadata = { title: fr.messaging.title, description: fr.messaging.metaDescription, robots: { index: false } };

export default async function ConversationPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ filtre?: string | string[] }>;
}) {
  const [{ token }, { filtre }] = await Promise.all([params, searchParams]);
  return <MessagingScreen side="recrutement" token={token} filtre={conversationFilter(filtre)} />;
}
