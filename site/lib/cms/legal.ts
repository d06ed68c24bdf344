import 'server-only';
import type { PublisherIdentity } from '@cep/domain';
import { cmsGet } from './client';

/** The legal notice's publisher; null until production sets it (cms/.env.example). */
export async function getPublisher(): Promise<PublisherIdentity | null> {
  return (await cmsGet<{ data: PublisherIdentity | null }>('/mentions-legales'))?.data ?? null;
}
