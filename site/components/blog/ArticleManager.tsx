'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition } from 'react';
import { ARTICLE_REVIEW_LABELS, ARTICLE_STATE_LABELS, messages, type ManagedArticle } from '@cep/domain';
import { SCHOOL_REDIRECT_DELAY_MS } from '@cep/domain/constants';
import { BusyButton } from '@/components/forms/BusyButton';
import { ConfirmDialog } from '@/components/forms/ConfirmDialog';
import { FormAlert } from '@/components/forms/FormAlert';
import { deleteArticleAction } from '@/lib/actions/blog';
import type { BlogSide } from '@cep/domain/contracts';
import { formatDate } from '@/lib/format';
import { blog } from '@/lib/i18n/fr/blog';

const t = blog.blogManager;
const BADGE = {
  brouillon: 'bg-stone-100 text-stone-700',
  publie: 'bg-feuille-50 text-feuille-600',
  desactive: 'bg-amber-50 text-amber-900',
} as const;

/**
 * The account's articles (spec 02 §2 `/{recrutement|ecole}/blog/gestion`): state, review, the reason of a refusal,
 * links to edit and to the public page; deleting asks first and says 'Votre article a bien été supprimé !'
 * (a school's list then reloads after 2 s, spec 02 §9). Locked (no subscription), nothing can be changed.
 */
export function ArticleManager({
  side,
  articles,
  locked,
  filtered,
}: {
  side: BlogSide;
  articles: ManagedArticle[];
  locked: boolean;
  filtered: boolean;
}) {
  const router = useRouter();
  const [list, setList] = useState(articles);
  const [confirming, setConfirming] = useState<ManagedArticle | null>(null);
  const [status, setStatus] = useState<{ text: string; ok: boolean }>();
  const [pending, startTransition] = useTransition();
  const heading = useRef<HTMLHeadingElement>(null);

  function remove(article: ManagedArticle) {
    setConfirming(null);
    startTransition(async () => {
      // A dropped connection is the spec's failure message, inline, the list kept (issue #38 item 4).
      const answer = await deleteArticleAction(side, article.id).catch(() => ({ code: 500 }));
      if (answer.code !== 200) return setStatus({ text: messages.erreurReessayer, ok: false });
      setList((rows) => rows.filter((row) => row.id !== article.id));
      setStatus({ text: messages.articleSupprime, ok: true });
      if (side === 'ecole') setTimeout(() => router.refresh(), SCHOOL_REDIRECT_DELAY_MS);
    });
  }

  return (
    <div className="space-y-4">
      <h2 ref={heading} tabIndex={-1} className="sr-only">
        {t.metaTitle}
      </h2>
      <FormAlert message={status?.text} tone={status?.ok ? 'success' : 'danger'} />
      {list.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-stone-700">{filtered ? t.emptyFiltered : t.empty}</p>
      ) : (
        <ul className="space-y-3">
          {list.map((article) => (
            <li key={article.id} className="rounded-xl border border-sarment-100 bg-white p-4">
              <div className="flex flex-wrap items-center gap-2">
                <span className={`rounded-full px-3 py-0.5 text-xs font-semibold ${BADGE[article.statut]}`}>
                  {ARTICLE_STATE_LABELS[article.statut]}
                </span>
                {article.revue !== 'aucune' && article.statut === 'publie' && (
                  <span className="text-xs font-medium text-stone-700">{ARTICLE_REVIEW_LABELS[article.revue]}</span>
                )}
                {article.categorie && <span className="text-xs text-stone-600">{article.categorie}</span>}
              </div>
              <h3 className="mt-2 text-lg font-semibold text-vin-900">{article.titre}</h3>
              <p className="text-sm text-stone-600">{t.updated(formatDate(article.modifieLe))}</p>
              {article.motifRefus && (
                <p className="mt-1 text-sm text-stone-800">
                  <span className="font-semibold">{t.refused}</span> {article.motifRefus}
                </p>
              )}
              <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
                {!locked && (
                  <Link href={`/${side}/blog/${article.id}`} className="text-vin-700 underline">
                    {t.edit}
                    <span className="sr-only"> « {article.titre} »</span>
                  </Link>
                )}
                {article.publicUrl && (
                  <Link href={article.publicUrl} className="text-vin-700 underline">
                    {t.see}
                    <span className="sr-only"> « {article.titre} »</span>
                  </Link>
                )}
                <BusyButton
                  type="button"
                  busy={pending}
                  disabled={locked}
                  onClick={() => setConfirming(article)}
                  className="text-red-800 underline disabled:opacity-50"
                >
                  {t.remove}
                  <span className="sr-only"> « {article.titre} »</span>
                </BusyButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t.removeYes}
        text={confirming ? t.removeConfirm(confirming.titre) : ''}
        confirmLabel={t.removeYes}
        cancelLabel={t.cancel}
        onConfirm={() => confirming && remove(confirming)}
        onCancel={() => setConfirming(null)}
        returnFocus={heading}
      />
    </div>
  );
}
