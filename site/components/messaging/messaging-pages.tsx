import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { conversationFilter, type MessagingSide } from '@cep/domain';
import { MessagePage } from '@/components/layout/MessagePage';
import { messagingSides } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';
import { MessagingScreen } from './MessagingScreen';

type Filter = Promise<{ filtre?: string | string[] }>;

export const messagingMetadata: Metadata = {
  title: fr.messaging.title,
  description: fr.messaging.metaDescription,
  robots: { index: false },
};

/**
 * The two pages of a side's messaging, `/{side}/messagerie/` and `/{side}/messagerie/{token}`: the same screen.
 * Each has its own loading boundary (the list's in a route group), so that the conversation's layout, above its
 * boundary, answers an unknown or deleted conversation with a 404 before anything streams (issue #38 item 12: it
 * was « Page introuvable » with a 200), worded by the messaging's not-found page.
 */
export function messagingPages(side: MessagingSide) {
  return {
    async ConversationLayout({ children, params }: { children: ReactNode; params: Promise<{ token: string }> }) {
      const [tokens, { token }] = await Promise.all([readTokens(), params]);
      // The same read as the screen's (one request: Next.js memoises a render's identical GETs).
      if (!tokens || !(await read(messagingSides[side].header, { params: { token }, jwt: tokens.jwt }))) notFound();
      return children;
    },
    NotFound() {
      return (
        <MessagePage title={fr.messaging.goneTitle} text={fr.messaging.goneText} href={`/${side}/messagerie`} action={fr.messaging.back} />
      );
    },
    async List({ searchParams }: { searchParams: Filter }) {
      return <MessagingScreen side={side} filtre={conversationFilter((await searchParams).filtre)} />;
    },
    async Conversation({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Filter }) {
      const [{ token }, { filtre }] = await Promise.all([params, searchParams]);
      return <MessagingScreen side={side} token={token} filtre={conversationFilter(filtre)} />;
    },
  };
}
