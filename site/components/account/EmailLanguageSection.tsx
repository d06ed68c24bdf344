'use client';

import { useState, useTransition } from 'react';
import { LANGUAGE_OWN_NAMES, SITE_LANGUAGES, isSiteLanguage, type SiteLanguage } from '@cep/domain/site-languages';
import { FormAlert } from '@/components/forms/FormAlert';
import { SelectField } from '@/components/forms/SelectField';
import { setEmailLanguageAction } from '@/lib/actions/preferences';
import { account } from '@/lib/i18n/fr/account';

const t = account.account.preferences.language;
/** Each language named in itself: a reader of the list finds their own without knowing French. */
const OPTIONS = SITE_LANGUAGES.map((value) => ({ value, label: LANGUAGE_OWN_NAMES[value] }));

/**
 * « Langue des e-mails » in « Mon compte » › Préférences (issue #41 item 2): a candidate's e-mails, SMS and
 * notifications follow it. It saves as soon as it changes, as the preference boxes do; a refusal puts the last saved
 * language back and says why.
 */
export function EmailLanguageSection({ langue }: { langue: SiteLanguage }) {
  const [value, setValue] = useState(langue);
  const [outcome, setOutcome] = useState<{ saved: true } | { error: string } | null>(null);
  const [pending, startTransition] = useTransition();

  function change(next: string) {
    if (!isSiteLanguage(next)) return;
    const previous = value;
    setValue(next);
    startTransition(async () => {
      const answer = await setEmailLanguageAction(next).catch(() => null);
      if (answer?.code === 200) {
        setOutcome({ saved: true });
        return;
      }
      setValue(previous);
      setOutcome({ error: (answer && 'errors' in answer ? answer.errors?.langue : undefined) ?? t.failed });
    });
  }

  return (
    <div className="mt-6 max-w-sm space-y-3" aria-busy={pending || undefined}>
      <SelectField
        id="email-language"
        label={t.label}
        hint={t.hint}
        options={OPTIONS}
        value={value}
        onChange={change}
        error={outcome && 'error' in outcome ? outcome.error : undefined}
      />
      <FormAlert message={outcome && 'saved' in outcome ? t.saved : undefined} tone="success" />
    </div>
  );
}
