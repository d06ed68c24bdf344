import type { Metadata } from 'next';
import { conversationFilter } from '@cep/domain';
import { MessagingScreen } from '@/components/messaging/MessagingScreen';
import { fr } from '@/lib/i18n/fr';

export const metadata: Metadata = { title: fr.messaging.title, description: fr.messaging.metaDescription, robots: { index: false } };

export default async function MessagingPage({ searchParams }: { searchParams: Promise<{ filtre?: string | string[] }> }) {
  return <MessagingScreen side="candidat" filtre={conversationFilter((await searchParams).filtre)} />;
}
