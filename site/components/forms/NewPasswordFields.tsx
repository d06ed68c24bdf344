'use client';

import type { FieldErrors } from '@cep/domain';
import { useFormWords } from './form-words';
import { PasswordField } from './PasswordField';
import { PasswordRules } from './PasswordRules';

/** `plainPassword[first]` and `[second]` with the rule list between them (spec 01 §5). */
export function NewPasswordFields({
  first,
  second,
  onFirst,
  onSecond,
  errors,
}: {
  first: string;
  second: string;
  onFirst: (value: string) => void;
  onSecond: (value: string) => void;
  errors: FieldErrors;
}) {
  const { password } = useFormWords();
  return (
    <>
      <PasswordField
        required
        id="password-first"
        name="plainPassword[first]"
        label={password.password}
        value={first}
        onChange={onFirst}
        error={errors['plainPassword.first']}
        rulesId="password-rules"
        autoComplete="new-password"
      />
      <PasswordRules id="password-rules" value={first} showErrors={Boolean(errors['plainPassword.first'])} />
      <PasswordField
        required
        id="password-second"
        name="plainPassword[second]"
        label={password.passwordConfirm}
        value={second}
        onChange={onSecond}
        error={errors['plainPassword.second']}
        autoComplete="new-password"
      />
    </>
  );
}
