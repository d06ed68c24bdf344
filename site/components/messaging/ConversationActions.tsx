'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition } from 'react';
import type { ConversationInformation, FieldErrors, MessagingSide } from '@cep/domain';
import { BusyButton } from '@/components/forms/BusyButton';
import { ConfirmDialog } from '@/components/forms/ConfirmDialog';
import { ModalDialog } from '@/components/forms/ModalDialog';
import { TextArea } from '@/components/forms/TextArea';
import { conversationAction, reportAction } from '@/lib/actions/messaging';
import { messaging } from '@/lib/i18n/fr/messaging';

const t = messaging.messaging;
const button = 'rounded-full border px-3 py-1 text-sm font-semibold';

type Props = {
  side: MessagingSide;
  token: string;
  information: ConversationInformation;
  reported: boolean;
  onChanged: (information: ConversationInformation) => void;
};

/**
 * Block or unblock (only the blocker sees « Débloquer », spec 02 §4), delete after a confirmation, report to
 * staff with a reason.
 */
export function ConversationActions({ side, token, information, reported, onChanged }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [motif, setMotif] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(reported);
  const heading = useRef<HTMLDivElement>(null);
  const blockedByMe = side === 'recrutement' ? information.blocageRecruteur : information.blocageCandidat;

  const act = (action: 'blocage' | 'deblocage') =>
    startTransition(async () => {
      const answer = await conversationAction(side, token, action);
      if (answer.code === 200 && 'etat' in answer && answer.etat)
        onChanged({
          etat: answer.etat,
          blocageRecruteur: Boolean(answer.blocageRecruteur),
          blocageCandidat: Boolean(answer.blocageCandidat),
        });
    });

  const remove = () =>
    startTransition(async () => {
      setConfirming(false);
      const answer = await conversationAction(side, token, 'suppression');
      if (answer.code === 200 || answer.code === 404) router.push(`/${side}/messagerie`);
    });

  const report = () =>
    startTransition(async () => {
      const answer = await reportAction(side, token, motif);
      if (answer.code === 200) {
        setReporting(false);
        setDone(true);
      } else if ('errors' in answer && answer.errors) setErrors(answer.errors);
    });

  return (
    <div ref={heading} tabIndex={-1} className="flex flex-wrap items-center gap-2">
      {blockedByMe ? (
        <BusyButton type="button" busy={pending} onClick={() => act('deblocage')} className={`${button} border-vin-700 text-vin-800`}>
          {t.unblock}
        </BusyButton>
      ) : (
        information.etat !== 'supprimee' && (
          <BusyButton type="button" busy={pending} onClick={() => act('blocage')} className={`${button} border-stone-300 text-stone-800`}>
            {t.block}
          </BusyButton>
        )
      )}
      <BusyButton type="button" busy={pending} onClick={() => setConfirming(true)} className={`${button} border-red-700 text-red-800`}>
        {t.remove}
      </BusyButton>
      {done ? (
        <p role="status" className="text-sm text-stone-700">
          {t.reported}
        </p>
      ) : (
        <BusyButton type="button" busy={pending} onClick={() => setReporting(true)} className={`${button} border-stone-300 text-stone-800`}>
          {t.report}
        </BusyButton>
      )}
      <ConfirmDialog
        open={confirming}
        title={t.removeTitle}
        text={t.removeText}
        confirmLabel={t.remove}
        cancelLabel={t.cancel}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
      <ModalDialog open={reporting} title={t.reportTitle} onClose={() => setReporting(false)} returnFocus={heading}>
        <p className="text-stone-800">{t.reportText}</p>
        <div className="mt-3">
          <TextArea id="signalement-motif" label={t.reportLabel} rows={4} value={motif} onChange={setMotif} error={errors.motif} />
        </div>
        <div className="mt-4 flex justify-end gap-3">
          <button
            type="button"
            onClick={() => setReporting(false)}
            className="rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold"
          >
            {t.cancel}
          </button>
          <BusyButton
            type="button"
            busy={pending}
            onClick={report}
            className="rounded-full bg-vin-700 px-4 py-2 text-sm font-semibold text-white hover:bg-vin-800"
          >
            {t.reportSend}
          </BusyButton>
        </div>
      </ModalDialog>
    </div>
  );
}
