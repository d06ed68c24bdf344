import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ResumePurchase } from '@/components/commerce/ResumePurchase';
import { fr } from '@/lib/i18n/fr';

export const metadata: Metadata = { title: fr.commerce.pending.title, robots: { index: false } };

/** After login with a pack chosen (spec 01 §2): the browser's pending purchase is resumed, or dropped when expired. */
export default async function AfterLoginPurchase({ params }: { params: Promise<{ type: string; id: string }> }) {
  const { type, id } = await params;
  if (type !== 'pack' && type !== 'pack-cv') notFound();
  return <ResumePurchase type={type} id={id} />;
}
