'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { FieldErrors, PasswordRuleKey } from '@cep/domain';
import { auth } from '@/lib/i18n/fr/auth';
import { layout } from '@/lib/i18n/fr/layout';

/**
 * What the form kit itself says (file picker, password toggle and rules), and the spec's messages of the worker's
 * path, in the page's language (issue #41 item 2). A page of the path gives them from the server (`formWords`); every
 * other form reads French, as the kit always has. Plain strings only: they cross from the server to the browser.
 */
export interface FormWords {
  files: { choose: string; none: string };
  password: {
    password: string;
    passwordConfirm: string;
    show: string;
    hide: string;
    rulesTitle: string;
    rules: Record<PasswordRuleKey, string>;
  };
  /** A French message (a shared schema's, the cms's) → the page's language; none for French. */
  messages: Record<string, string>;
}

export const FRENCH_FORM_WORDS: FormWords = {
  files: layout.files,
  password: {
    password: auth.signup.password,
    passwordConfirm: auth.signup.passwordConfirm,
    show: auth.signup.show,
    hide: auth.signup.hide,
    rulesTitle: auth.signup.rulesTitle,
    rules: auth.signup.rules,
  },
  messages: {},
};

const FormWordsContext = createContext<FormWords>(FRENCH_FORM_WORDS);

export function FormWordsProvider({ words, children }: { words: FormWords; children: ReactNode }) {
  return <FormWordsContext.Provider value={words}>{children}</FormWordsContext.Provider>;
}

export function useFormWords(): FormWords & {
  /** A message in the page's language when the path translates it, else as it came. */
  message: (text: string) => string;
  messageOrNone: (text: string | undefined) => string | undefined;
  errors: (errors: FieldErrors) => FieldErrors;
} {
  const words = useContext(FormWordsContext);
  const message = (text: string) => words.messages[text] ?? text;
  return {
    ...words,
    message,
    messageOrNone: (text) => (text === undefined ? undefined : message(text)),
    errors: (errors) => Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, message(text)])),
  };
}
