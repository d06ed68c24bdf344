'use client';

import { passwordRules, type PasswordRuleKey } from '@cep/domain/password-rules';
import { useFormWords } from './form-words';

/** The rule list of spec 01 §5: a rule turns red when it fails after a submit, green once met. */
export function PasswordRules({ id, value, showErrors }: { id: string; value: string; showErrors: boolean }) {
  const { password } = useFormWords();
  const failed = new Set<PasswordRuleKey>(passwordRules.filter((rule) => !rule.test(value)).map((rule) => rule.key));
  return (
    <div id={id} className="mt-2 text-sm">
      <p className="text-stone-700">{password.rulesTitle}</p>
      <ul className="mt-1 space-y-0.5">
        {passwordRules.map((rule) => {
          const ok = !failed.has(rule.key);
          const tone = ok ? 'text-feuille-600' : showErrors ? 'font-medium text-red-700' : 'text-stone-600';
          return (
            <li key={rule.key} className={tone} data-rule={rule.key} data-state={ok ? 'ok' : showErrors ? 'error' : 'pending'}>
              <span aria-hidden="true">{ok ? '✓ ' : '• '}</span>
              {password.rules[rule.key]}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
