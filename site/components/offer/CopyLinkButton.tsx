'use client';

import { useState } from 'react';

type Props = { url: string; label: string; copiedLabel: string; className: string };

/** « Copier le lien »: the one part of the share links that needs the browser; its words come from the server. */
export function CopyLinkButton({ url, label, copiedLabel, className }: Props) {
  const [copied, setCopied] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() =>
          navigator.clipboard?.writeText(url).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {label}
      </button>
      <span aria-live="polite" className="ml-2 text-sm text-feuille-600">
        {copied ? copiedLabel : ''}
      </span>
    </>
  );
}
