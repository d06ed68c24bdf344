'use client';

import { useId, useTransition } from 'react';
import { messages } from '@cep/domain';
import { FormAlert } from '@/components/forms/FormAlert';
import { setCvVisibilityAction } from '@/lib/actions/candidate-cv';
import { candidate } from '@/lib/i18n/fr/candidate';

export type VisibilityNotice = { text: string; tone: 'danger' | 'success' | 'info' } | undefined;

type Props = {
  visible: boolean;
  onVisible: (visible: boolean) => void;
  notice: VisibilityNotice;
  onNotice: (notice: VisibilityNotice) => void;
};

/**
 * Shown to recruiters or not (spec 02 §4): the switch moves at once; when the cms refuses (the CV is not
 * complete enough) or fails, it goes back and the reason is announced.
 */
export function VisibilityToggle({ visible, onVisible, notice, onNotice }: Props) {
  const labelId = useId();
  const [pending, startTransition] = useTransition();

  function toggle() {
    if (pending) return;
    const wanted = !visible;
    onVisible(wanted);
    startTransition(async () => {
      const answer = await setCvVisibilityAction(wanted).catch(() => null);
      if (answer?.code === 200) {
        const now = answer.visible ?? wanted;
        onVisible(now);
        onNotice({ text: answer.message ?? (now ? messages.visibiliteOn : messages.visibiliteOff), tone: now ? 'success' : 'info' });
        return;
      }
      onVisible(!wanted);
      onNotice({
        text: answer?.message ?? (answer?.code === 400 ? messages.profilIncomplet : candidate.candidateCv.failed),
        tone: 'danger',
      });
    });
  }

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3">
        <button
          type="button"
          role="switch"
          aria-checked={visible}
          aria-labelledby={labelId}
          aria-busy={pending || undefined}
          onClick={toggle}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors ${visible ? 'border-feuille-600 bg-feuille-600' : 'border-stone-500 bg-stone-200'}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${visible ? 'translate-x-5' : 'translate-x-0.5'}`}
          />
        </button>
        <span id={labelId} className="text-sm font-medium text-stone-800">
          {candidate.candidateCv.visibility.label}
        </span>
      </div>
      <FormAlert message={notice?.text} tone={notice?.tone} />
    </div>
  );
}
