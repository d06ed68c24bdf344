import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LockNotice } from '@/components/commerce/LockNotice';
import { BrochureEditor } from '@/components/pages/BrochureEditor';
import { EventManager } from '@/components/pages/EventManager';
import { PageEditor } from '@/components/pages/PageEditor';
import { PageImagesEditor } from '@/components/pages/PageImagesEditor';
import { pageRoutes } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';

const t = fr.pageEditor;

export const metadata: Metadata = { title: t.schoolTitle, robots: { index: false } };

/** The school's page (spec 01 §3–§5, §7): its form, images, brochure and events. */
export default async function SchoolPageEditing() {
  const tokens = await readTokens();
  const form = tokens ? await read(pageRoutes.schoolForm, { jwt: tokens.jwt }) : null;
  if (!form) notFound();
  const locked = form.abonnement === 0;
  return (
    <div className="space-y-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-vin-900">{t.schoolTitle}</h1>
        <p className="text-stone-700">{t.schoolIntro}</p>
      </header>
      {locked && <LockNotice part="page" area="/ecole" />}
      {/* Spec 02 §4: without a subscription every input and button is disabled (the cms refuses the writes too). */}
      <fieldset disabled={locked} className="space-y-10">
        <PageEditor kind="ecole" form={form} publicHref={locked ? null : `/ecoles/${form.id}`} />
        <PageImagesEditor kind="ecole" pageId={form.id} initial={form.images} />
        <BrochureEditor initial={form.plaquette} />
        <EventManager kind="ecole" initial={form.evenements} />
      </fieldset>
    </div>
  );
}
