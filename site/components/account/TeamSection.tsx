'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition } from 'react';
import { messages } from '@cep/domain';
import { BusyButton } from '@/components/forms/BusyButton';
import { ConfirmDialog } from '@/components/forms/ConfirmDialog';
import { FormAlert } from '@/components/forms/FormAlert';
import { TextArea } from '@/components/forms/TextArea';
import { addRecruiterAction, contactProviderAction, deleteRecruiterAction, updateRecruiterAction } from '@/lib/actions/account';
import type { TeamMember } from '@cep/domain';
import { account } from '@/lib/i18n/fr/account';
import { RecruiterForm } from './RecruiterForm';

const t = account.account.team;

/** The company's recruiters (spec 01 §2): the owner adds, updates and removes them; everyone can write to the provider. */
export function TeamSection({ team, canManage }: { team: TeamMember[]; canManage: boolean }) {
  const router = useRouter();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [contactState, setContactState] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [contactError, setContactError] = useState<string>();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState('');
  const done = () => {
    setEditing(null);
    router.refresh();
  };

  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  function remove(member: TeamMember) {
    setRemoving(null);
    startTransition(async () => {
      await deleteRecruiterAction(member.id);
      router.refresh();
    });
  }

  function sendContact() {
    startTransition(async () => {
      const result = await contactProviderAction(message);
      // A message refused for what it says (empty) is told under the field; only a failure is the spec's « réessayer ».
      setContactError(result.errors?.message);
      if (result.errors?.message) return setContactState(null);
      setContactState(
        result.code === 200 ? { tone: 'success', text: messages.messageEnvoye } : { tone: 'danger', text: messages.erreurReessayer },
      );
      if (result.code === 200) setMessage('');
    });
  }

  return (
    <div className="space-y-6">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {t.title}
      </h2>
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t.confirmRemove(`${removing.recruteurPrenom} ${removing.recruteurNom}`) : ''}
        text={t.removeText}
        confirmLabel={t.remove}
        cancelLabel={t.cancel}
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(null)}
        returnFocus={heading}
      />
      <ul className="grid gap-3 md:grid-cols-2" aria-busy={pending}>
        {team.map((member) => (
          <li key={member.id} className="rounded-xl border border-sarment-100 bg-white p-4">
            {editing === member.id ? (
              <RecruiterForm
                idPrefix={`edit-${member.id}`}
                member={member}
                submitLabel={account.account.save}
                onSubmit={(v) => updateRecruiterAction(member.id, v)}
                onDone={done}
              />
            ) : (
              <>
                <p className="font-semibold">
                  {member.recruteurPrenom} {member.recruteurNom}
                  {member.proprietaire && <span className="ml-2 rounded-full bg-vin-50 px-2 py-0.5 text-xs text-vin-800">{t.owner}</span>}
                </p>
                <p className="text-sm text-stone-700">{member.recruteurFonction}</p>
                <p className="text-sm text-stone-700">{member.recruteurMail}</p>
                {canManage && !member.proprietaire && (
                  <div className="mt-3 flex gap-3 text-sm">
                    {/* Named with the person: a screen reader's list of buttons tells one « Modifier » from another. */}
                    <button
                      type="button"
                      onClick={() => setEditing(member.id)}
                      aria-label={t.editLabel(`${member.recruteurPrenom} ${member.recruteurNom}`)}
                      className="font-medium text-vin-700 underline-offset-2 hover:underline"
                    >
                      {t.edit}
                    </button>
                    <button
                      type="button"
                      onClick={() => setRemoving(member)}
                      aria-label={t.removeLabel(`${member.recruteurPrenom} ${member.recruteurNom}`)}
                      className="font-medium text-red-700 underline-offset-2 hover:underline"
                    >
                      {t.remove}
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
              {t.add}
            </h3>
            <RecruiterForm idPrefix="new" submitLabel={t.addSubmit} onSubmit={addRecruiterAction} onDone={done} />
          </section>
        ) : (
          <button
            type="button"
            onClick={() => setEditing('new')}
            className="rounded-full border border-vin-700 px-5 py-2 text-sm font-semibold text-vin-700 hover:bg-vin-50"
          >
            {t.add}
          </button>
        ))}
      <section aria-labelledby="contact-provider" className="rounded-xl border border-sarment-100 bg-white p-4">
        <h3 id="contact-provider" className="font-semibold">
          {t.contactTitle}
        </h3>
        <div className="mt-3">
          <TextArea
            id="contact-message"
            label={t.contactMessage}
            value={message}
            onChange={setMessage}
            rows={4}
            error={contactError}
            required
          />
        </div>
        <div className="mt-3">
          <FormAlert message={contactState?.text} tone={contactState?.tone} />
        </div>
        <BusyButton
          type="button"
          onClick={sendContact}
          busy={pending}
          className="mt-3 rounded-full bg-vin-700 px-5 py-2 text-sm font-semibold text-white hover:bg-vin-800"
        >
          {t.contactSend}
        </BusyButton>
      </section>
    </div>
  );
}
