'use client';

import { useRef, useState, useTransition } from 'react';
import { isChatMessageSendable, messages, type ChatMessageView, type FieldErrors, type MessagingSide } from '@cep/domain';
import { FileInput } from '@/components/forms/FileInput';
import { FieldError } from '@/components/forms/field-parts';
import { FormAlert } from '@/components/forms/FormAlert';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextArea } from '@/components/forms/TextArea';
import { sendMessageAction } from '@/lib/actions/messaging';
import { messaging } from '@/lib/i18n/fr/messaging';

const t = messaging.messaging;

/** The errors less the one its field no longer has: a field's error clears as it is corrected. */
const without = (errors: FieldErrors, field: string): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field));

type Props = { side: MessagingSide; token: string; onSent: (message: ChatMessageView) => void; onRefused: () => void };

/**
 * The message input and its attachment. A send with neither text nor file does nothing (spec 02 §5); a refusal
 * keeps what was typed and says why under the field.
 */
export function Composer({ side, token, onSent, onRefused }: Props) {
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string>();
  const [pending, startTransition] = useTransition();
  const [fileKey, setFileKey] = useState(0);
  const file = useRef<HTMLInputElement>(null);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!isChatMessageSendable(text, Boolean(chosen))) return;
    const form = new FormData();
    form.set('message', text);
    if (chosen) form.set('pj', chosen);
    startTransition(async () => {
      setAlert(undefined);
      const answer = await sendMessageAction(side, token, form).catch(() => ({ code: 500 }) as const);
      if (answer.code === 200 && 'message' in answer && answer.message && typeof answer.message === 'object') {
        onSent(answer.message);
        setText('');
        setErrors({});
        setFileKey((key) => key + 1);
      } else if (answer.code === 204) setErrors({});
      else if ('errors' in answer && answer.errors) setErrors(answer.errors);
      else if ('message' in answer && typeof answer.message === 'string') {
        setAlert(answer.message);
        onRefused();
      } else setAlert(messages.erreurReessayer);
    });
  }

  return (
    <form onSubmit={submit} className="border-t border-stone-200 p-3" noValidate>
      <FormAlert message={alert} />
      <TextArea
        id="message-texte"
        label={t.composerLabel}
        rows={3}
        value={text}
        onChange={(value) => {
          setText(value);
          if (errors.message) setErrors(without(errors, 'message'));
        }}
        hint={t.composerHint}
        error={errors.message}
      />
      <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
        <div>
          <span id="message-pj-label" className="block text-sm text-stone-800">
            {t.attachLabel}
          </span>
          <FileInput
            key={fileKey}
            id="message-pj"
            name="pj"
            ref={file}
            accept=".pdf,.doc,.docx,image/jpeg,image/png,image/webp,image/gif"
            aria-labelledby="message-pj-label"
            aria-invalid={errors.pj ? true : undefined}
            aria-describedby={errors.pj ? 'message-pj-error' : undefined}
            onChange={() => errors.pj && setErrors(without(errors, 'pj'))}
          />
          <FieldError id="message-pj" error={errors.pj} />
        </div>
        <SubmitButton pending={pending} label={t.send} pendingLabel={t.sending} fullWidth={false} />
      </div>
    </form>
  );
}
