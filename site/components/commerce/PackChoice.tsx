'use client';

import Link from 'next/link';
import { LoginDialogLink } from '@/components/auth/LoginDialogLink';
import { purchasePath, rememberPurchase, type PendingPurchase } from './pending-purchase';

type Props = { type: PendingPurchase['type']; id: string; label: string; recruiter: boolean; visitor: boolean; className: string };

/**
 * « Choisir ce pack »: a recruiter goes to the purchase page; a visitor logs in first, the choice kept in the
 * browser and resumed after login; other roles are told packs are for recruiters (no button).
 */
export function PackChoice({ type, id, label, recruiter, visitor, className }: Props) {
  if (recruiter)
    return (
      <Link href={purchasePath(type, id)} className={className}>
        {label}
      </Link>
    );
  if (!visitor) return null;
  return (
    <span onClickCapture={() => rememberPurchase(type, id)}>
      {/* Keyed: the popup keeps the return target it was made with, and the tier changes under it. */}
      <LoginDialogLink
        key={`${type}-${id}`}
        label={label}
        retour={`/after-login-achat/${type}/${encodeURIComponent(id)}`}
        className={className}
      />
    </span>
  );
}
