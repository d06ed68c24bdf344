import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CompanyPageScreen } from '@/components/pages/CompanyPageScreen';
import { accountRoutes, pageRoutes } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';

export const metadata: Metadata = { title: fr.pageEditor.companyTitle, robots: { index: false } };

/** A subsidiary's page (`/load-form-info-entreprise/filiale/{id}`, spec 02 §7): another account's is not found. */
export default async function SubsidiaryPageEditing({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const tokens = await readTokens();
  const [form, subsidiaries] = tokens
    ? await Promise.all([
        read(pageRoutes.subsidiaryForm, { params: { id }, jwt: tokens.jwt }),
        read(accountRoutes.subsidiaries, { jwt: tokens.jwt }).then((answer) => answer?.filiales ?? []),
      ])
    : [null, []];
  if (!form) notFound();
  return <CompanyPageScreen form={form} subsidiaries={subsidiaries} />;
}
