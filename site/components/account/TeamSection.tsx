'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition } from 'react';
import { messages } from '@cep/domain';
import { FormAlert } from '@/components/forms/FormAlert';
import { addRecruiterAction, contactProviderAction, deleteRecruiterAction, updateRecruiterAction } from '@/lib/actions/account';
import type { TeamMember } from '@cep/domain';
import { RecruiterForm } from './RecruiterForm';

/** The company's recruiters (spec 01 §2): the owner adds, updates and removes them; everyone can write to the provider. */
export function TeamSection({ team, canManage }: { team: TeamMember[]; canManage: boolean }) {
  const router = useRouter();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [contactState, setContactState] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const message = useRef<HTMLTextAreaElement>(null);
  const done = () => {
    setEditing(null);
    router.refresh();
  };

  function remove(member: TeamMember) {
    if (!window.confirm(`Supprimer ${member.recruteurPrenom} ${member.recruteurNom} ?`)) return;
    startTransition(async () => {
      await deleteRecruiterAction(member.id);
      router.refresh();
    });
  }

  function sendContact() {
    startTransition(async () => {
      const result = await contactProviderAction(message.current?.value ?? '');
      setContactState(
        result.code === 200 ? { tone: 'success', text: messages.messageEnvoye } : { tone: 'danger', text: messages.erreurReessayer },
      );
      if (result.code === 200 && message.current) message.current.value = '';
    });
  }

  return (
    <div className="space-y-6">
      <h2 className="text-lg font-semibold">Utilisateurs du compte</h2>
      <ul className="grid gap-3 md:grid-cols-2" aria-busy={pending}>
        {team.map((member) => (
          <li key={member.id} className="rounded-xl border border-sarment-100 bg-white p-4">
            {editing === member.id ? (
              <RecruiterForm
                idPrefix={`edit-${member.id}`}
                member={member}
                submitLabel="Enregistrer"
                onSubmit={(v) => updateRecruiterAction(member.id, v)}
                onDone={done}
              />
            ) : (
              <>
                <p className="font-semibold">
                  {member.recruteurPrenom} {member.recruteurNom}
                  {member.proprietaire && (
                    <span className="ml-2 rounded-full bg-vin-50 px-2 py-0.5 text-xs text-vin-800">Responsable du compte</span>
                  )}
                </p>
                <p className="text-sm text-stone-700">{member.recruteurFonction}</p>
                <p className="text-sm text-stone-700">{member.recruteurMail}</p>
                {canManage && !member.proprietaire && (
                  <div className="mt-3 flex gap-3 text-sm">
                    <button
                      type="button"
                      onClick={() => setEditing(member.id)}
                      className="font-medium text-vin-700 underline-offset-2 hover:underline"
                    >
                      Modifier
                    </button>
                    <button
                      type="button"
                      onClick={() => remove(member)}
                      className="font-medium text-red-700 underline-offset-2 hover:underline"
                    >
                      Supprimer
                    </button>
                  </div>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      {canManage &&
        (editing === 'new' ? (
          <section aria-labelledby="new-recruiter" className="rounded-xl border border-sarment-100 bg-white p-4">
            <h3 id="new-recruiter" className="mb-3 font-semibold">
              Ajouter un recruteur
            </h3>
            <RecruiterForm idPrefix="new" submitLabel="Ajouter" onSubmit={addRecruiterAction} onDone={done} />
          </section>
        ) : (
          <button
            type="button"
            onClick={() => setEditing('new')}
            className="rounded-full border border-vin-700 px-5 py-2 text-sm font-semibold text-vin-700 hover:bg-vin-50"
          >
            Ajouter un recruteur
          </button>
        ))}
      <section aria-labelledby="contact-provider" className="rounded-xl border border-sarment-100 bg-white p-4">
        <h3 id="contact-provider" className="font-semibold">
          Contacter l’équipe Cep
        </h3>
        <label htmlFor="contact-message" className="mt-3 block text-sm font-medium text-stone-800">
          Votre message
        </label>
        <textarea
          id="contact-message"
          ref={message}
          rows={4}
          className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
        />
        <div className="mt-3">
          <FormAlert message={contactState?.text} tone={contactState?.tone} />
        </div>
        <button
          type="button"
          onClick={sendContact}
          disabled={pending}
          className="mt-3 rounded-full bg-vin-700 px-5 py-2 text-sm font-semibold text-white hover:bg-vin-800 disabled:opacity-70"
        >
          Envoyer
        </button>
      </section>
    </div>
  );
}
