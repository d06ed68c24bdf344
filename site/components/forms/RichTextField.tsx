'use client';

import dynamic from 'next/dynamic';
import { describedBy, FieldError, Hint, labelClass } from './field-parts';
import type { RichTextVariant } from './RichTextEditor';

// The editor (Tiptap and ProseMirror) is loaded only by the forms that show it, once shown.
const RichTextEditor = dynamic(() => import('./RichTextEditor'), {
  ssr: false,
  loading: () => <div className="min-h-40 rounded-lg border border-stone-300 bg-white" />,
});

type Props = {
  id: string;
  label: string;
  variant: RichTextVariant;
  /** The stored HTML the editor starts from; later changes come back through `onChange` only. */
  initialHtml: string;
  onChange: (html: string) => void;
  required?: boolean;
  hint?: string;
  error?: string;
  /** The language of the text when it is not the page's French (an offer's translation). */
  lang?: string;
};

/** A labelled rich text of the form kit: the editor is no form control, so its label names it (aria-labelledby). */
export function RichTextField({ id, label, variant, initialHtml, onChange, required = false, hint, error, lang }: Props) {
  return (
    <div>
      <p id={`${id}-label`} className={labelClass}>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-1 text-sm text-red-700">
            *
          </span>
        )}
      </p>
      <RichTextEditor
        id={id}
        variant={variant}
        labelId={`${id}-label`}
        describedBy={describedBy(id, { error, hint })}
        invalid={Boolean(error)}
        required={required}
        lang={lang}
        initialHtml={initialHtml}
        onChange={onChange}
      />
      <Hint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}
