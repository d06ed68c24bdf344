import type { Metadata } from 'next';
import { conversationFilter, type MessagingSide } from '@cep/domain';
import { fr } from '@/lib/i18n/fr';
import { MessagingScreen } from './MessagingScreen';

type Filter = Promise<{ filtre?: string | string[] }>;

export const messagingMetadata: Metadata = {
  title: fr.messaging.title,
  description: fr.messaging.metaDescription,
  robots: { index: false },
};

/** The two pages of a side's messaging, `/{side}/messagerie/` and `/{side}/messagerie/{token}`: the same screen. */
export function messagingPages(side: MessagingSide) {
  return {
    async List({ searchParams }: { searchParams: Filter }) {
      return <MessagingScreen side={side} filtre={conversationFilter((await searchParams).filtre)} />;
    },
    async Conversation({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Filter }) {
      const [{ token }, { filtre }] = await Promise.all([params, searchParams]);
      return <MessagingScreen side={side} token={token} filtre={conversationFilter(filtre)} />;
    },
  };
}
