import type { Metadata } from 'next';
import { CONTACT_PROFILES, type ContactProfile } from '@cep/domain';
import { ContactForm } from '@/components/contact/ContactForm';
import { fr } from '@/lib/i18n/fr';
import { getSessionUser } from '@/lib/session/session';

const t = fr.contact;

export const metadata: Metadata = { title: t.title, description: t.metaDescription, alternates: { canonical: '/contact' } };

/**
 * The public contact page (spec 02 §2): its profile selector, then the form. `?selected_option=` (the spec's
 * `/load-form-contact` parameter) opens it on a profile; the page renders that form itself.
 */
export default async function ContactPage({ searchParams }: { searchParams: Promise<{ selected_option?: string | string[] }> }) {
  const option = (await searchParams).selected_option;
  const initial = CONTACT_PROFILES.find((profile) => profile === option) ?? null;
  const user = await getSessionUser();
  const fromRole: ContactProfile | null =
    user?.role === 'recruteur' ? 'recruteur' : user?.role === 'candidat' ? 'candidat' : user?.role === 'ecole' ? 'ecole' : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-vin-900">{t.title}</h1>
      <p className="mt-2 text-stone-700">{t.lead}</p>
      <div className="relative mt-6 rounded-xl border border-sarment-100 bg-white p-6">
        <ContactForm
          initialProfile={initial ?? fromRole}
          sender={user ? { nom: user.nom, prenom: user.prenom, email: user.email } : null}
        />
      </div>
    </div>
  );
}
