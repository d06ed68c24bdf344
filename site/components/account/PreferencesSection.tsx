'use client';

import { useState, useTransition } from 'react';
import type { Preference } from '@cep/domain';
import { Checkbox } from '@/components/forms/Checkbox';
import { FormAlert } from '@/components/forms/FormAlert';
import { setPreferenceAction } from '@/lib/actions/preferences';
import { account } from '@/lib/i18n/fr/account';

const t = account.account.preferences;

type Save = (id: string, checked: boolean) => Promise<{ code: number }>;

/**
 * The preference centre's boxes (spec 02 §2, §3): each saves at once; a failure puts the box back and is only logged
 * (spec 02 §8).
 * `save` is the session's action in « Mon compte », or the signed link's on the page an e-mail opens.
 */
export function PreferencesSection({ preferences, save = setPreferenceAction }: { preferences: Preference[]; save?: Save }) {
  const [checked, setChecked] = useState(Object.fromEntries(preferences.map((p) => [p.id, p.checked])));
  const [saved, setSaved] = useState(false);
  const [, startTransition] = useTransition();

  function change(id: string, value: boolean) {
    setChecked((c) => ({ ...c, [id]: value }));
    startTransition(async () => {
      const answer = await save(id, value).catch((error: Error) => ({ code: 500, error: error.message }));
      setSaved(answer.code === 200);
      if (answer.code === 200) return;
      // Spec 02 §8: a preference's failure is only logged, and the box put back (issue #38 item 4).
      setChecked((c) => ({ ...c, [id]: !value }));
      console.info(`[préférences] ${id} : échec (${'error' in answer ? answer.error : answer.code})`);
    });
  }

  return (
    <section className="space-y-4" aria-labelledby="preferences-title">
      <h2 id="preferences-title" className="text-lg font-semibold">
        {t.title}
      </h2>
      {preferences.map((preference) => (
        <Checkbox
          key={preference.id}
          id={`preference-${preference.id}`}
          label={preference.label}
          checked={checked[preference.id] ?? false}
          onChange={(value) => change(preference.id, value)}
        />
      ))}
      <FormAlert message={saved ? t.saved : undefined} tone="success" />
    </section>
  );
}
