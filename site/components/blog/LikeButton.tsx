'use client';

import { useEffect, useRef, useState } from 'react';
import type { LikeAnswer } from '@cep/domain';
import { LIKE_NOT_LOGGED_IN } from '@cep/domain/constants';
import { BusyButton } from '@/components/forms/BusyButton';
import { ModalDialog } from '@/components/forms/ModalDialog';
import { lazyPart } from '@/components/layout/lazy-part';
import { login as loginWords } from '@/lib/i18n/fr/login';

const LoginForm = lazyPart(() => import('@/components/auth/LoginForm').then((m) => m.LoginForm));

type Props = {
  id: string;
  initialLikes: number;
  /** Its words, from the server (no dictionary and no message table ship with every article). */
  labels: { like: string; loginLead: string; failed: string };
};

/**
 * « J’aime » of an article (spec 02 §7): the state is read once the page is shown (the page itself is the same
 * for everyone); a visitor's click opens the login popup ('non connecte'); the count follows the cms's answer.
 */
export function LikeButton({ id, initialLikes, labels }: Props) {
  const [likes, setLikes] = useState(initialLikes);
  const [liked, setLiked] = useState(false);
  const [pending, setPending] = useState(false);
  const [login, setLogin] = useState(false);
  const [error, setError] = useState<string>();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    fetch(`/blog/${encodeURIComponent(id)}/like`, { cache: 'no-store' })
      .then((r) => (r.ok ? (r.json() as Promise<LikeAnswer>) : null))
      .then((answer) => {
        if (answer?.likes !== undefined) setLikes(answer.likes);
        if (answer?.aime !== undefined) setLiked(answer.aime);
      })
      .catch(() => undefined);
  }, [id]);

  async function toggle() {
    setPending(true);
    setError(undefined);
    try {
      const response = await fetch(`/blog/${encodeURIComponent(id)}/${liked ? 'dislike' : 'like'}`, { method: 'POST' });
      const answer = (await response.json()) as LikeAnswer;
      if (answer.html === LIKE_NOT_LOGGED_IN) setLogin(true);
      else if (answer.code === 200) {
        setLikes(answer.likes ?? likes);
        setLiked(Boolean(answer.aime));
      } else setError(labels.failed);
    } catch {
      setError(labels.failed);
    } finally {
      setPending(false);
    }
  }

  return (
    <div>
      <BusyButton
        ref={button}
        type="button"
        onClick={toggle}
        busy={pending}
        aria-pressed={liked}
        className="inline-flex items-center gap-2 rounded-full border border-vin-700 px-4 py-2 text-sm font-semibold text-vin-700 hover:bg-vin-50"
      >
        {/* One name; `aria-pressed` says whether it is liked. */}
        <span className="sr-only">{labels.like}</span>
        <span aria-hidden="true">{liked ? '♥' : '♡'}</span>
        <span>{likes}</span>
      </BusyButton>
      <p role="status" className="mt-2 text-sm text-red-800">
        {error}
      </p>
      <ModalDialog
        open={login}
        title={loginWords.login.title}
        closeLabel={loginWords.login.close}
        returnFocus={button}
        onClose={() => setLogin(false)}
      >
        {login && (
          <>
            <p className="mb-4 text-stone-700">{labels.loginLead}</p>
            <LoginForm retour={typeof window === 'undefined' ? '/blog' : window.location.pathname} idPrefix="like-login" inDialog />
          </>
        )}
      </ModalDialog>
    </div>
  );
}
