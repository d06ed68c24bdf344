'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition, type FormEvent } from 'react';
import {
  ARTICLE_REVIEW_LABELS,
  ARTICLE_TITLE_MAX,
  BLOG_COVER,
  createArticleSchema,
  messages,
  parseForm,
  type ArticleFormView,
  type BlogCategory,
  type FieldErrors,
} from '@cep/domain';
import { BusyButton } from '@/components/forms/BusyButton';
import { ConfirmDialog } from '@/components/forms/ConfirmDialog';
import { DraftPublishButtons } from '@/components/forms/DraftPublishButtons';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { errorId, FieldError, labelClass } from '@/components/forms/field-parts';
import { FormAlert } from '@/components/forms/FormAlert';
import { RequiredNote } from '@/components/forms/RequiredNote';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import { CoverImageInput } from '@/components/recruiter-offer/CoverImageInput';
import { deactivateArticleAction, saveArticleAction } from '@/lib/actions/blog';
import type { BlogSide } from '@cep/domain/contracts';
import { blog } from '@/lib/i18n/fr/blog';

// The editor (Tiptap and ProseMirror) is loaded on this page only, once it is shown.
const RichTextEditor = dynamic(() => import('@/components/forms/RichTextEditor'), { ssr: false, loading: () => <EditorPlaceholder /> });

const t = blog.blogManager;
const f = t.fields;
const ORDER = ['blogTitre', 'blogCategorie', 'blogTexte', 'blogPhoto'] as const;
/** Spec 02 §9: a school's blog pages reload or redirect after 2 s. */
const SCHOOL_DELAY_MS = 2000;

function EditorPlaceholder() {
  return <div className="min-h-72 rounded-lg border border-stone-300 bg-white px-4 py-3 text-sm text-stone-600">{t.editor.loading}</div>;
}

/**
 * An article's form (spec 02 §2, §3, §7): title, category, text in the rich text editor, cover. A draft offers
 * « Enregistrer le brouillon » (only with a title) and « Publier »; a published article « Enregistrer les
 * modifications » and « Désactiver », after which the draft and publish buttons come back (spec 02 §4).
 */
export function ArticleForm({
  side,
  article,
  categories,
  notice,
}: {
  side: BlogSide;
  article: ArticleFormView | null;
  categories: BlogCategory[];
  /** What the last save said, carried to the article's own page after its creation. */
  notice?: string;
}) {
  const router = useRouter();
  const [titre, setTitre] = useState(article?.blogTitre ?? '');
  const [categorie, setCategorie] = useState(article?.blogCategorie ?? '');
  const [html, setHtml] = useState(article?.blogTexte ?? '');
  const [cover, setCover] = useState<Blob | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<string | undefined>(notice);
  const [confirming, setConfirming] = useState(false);
  const [pending, startTransition] = useTransition();
  // A school's page moves 2 s after a save: the buttons stay off until then (no second article).
  const [leaving, setLeaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const school = side === 'ecole';
  const online = article?.statut === 'publie';
  const base = `/${side}/blog`;

  const clear = (name: string) => setErrors(({ [name]: _corrected, ...rest }) => rest);

  function after(path: string | null) {
    const go = () => {
      setLeaving(false);
      if (path) router.push(path);
      else router.refresh();
    };
    if (!school) return go();
    setLeaving(true);
    setTimeout(go, SCHOOL_DELAY_MS);
  }

  function refuse(fieldErrors: FieldErrors, message: string) {
    setStatus(undefined);
    setErrors(fieldErrors);
    setFailure(message);
    setAttempt((n) => n + 1);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const natureAction = submitter?.value === 'brouillon' ? 'brouillon' : 'publier';
    const hasPhoto = Boolean(cover || article?.blogPhoto);
    const input = { blogTitre: titre, blogTexte: html, blogCategorie: categorie, natureAction, hasPhoto };
    const checked = parseForm(createArticleSchema(school ? 'ecole' : 'entreprise'), input);
    if (!checked.ok) return refuse(checked.errors, messages.donneesNonValides);
    const form = new FormData();
    for (const [name, value] of Object.entries({ blogTitre: titre, blogTexte: html, blogCategorie: categorie, natureAction }))
      form.set(name, value);
    form.set('hasPhoto', article?.blogPhoto ? '1' : '0');
    if (cover) form.set('blogPhoto', cover, 'couverture.jpg');
    startTransition(async () => {
      // A dropped connection is refused like a failure: the article typed stays in the form (issue #38 item 4).
      const answer = await saveArticleAction(side, article?.id ?? null, form).catch(() => ({ code: 500 }));
      if (answer.code === 200 && 'id' in answer && answer.id) {
        setErrors({});
        setFailure(undefined);
        const said = answer.message ?? messages.articleEnregistre;
        setStatus(said);
        // A new article moves to its own page, which says the same thing (`?enregistre=`).
        const kind = said === messages.articleEnValidation ? 'validation' : 'brouillon';
        return after(article ? null : `${base}/${answer.id}?enregistre=${kind}`);
      }
      refuse('errors' in answer && answer.errors ? answer.errors : {}, ('message' in answer && answer.message) || messages.erreurReessayer);
    });
  }

  function deactivate() {
    setConfirming(false);
    if (!article) return;
    startTransition(async () => {
      const answer = await deactivateArticleAction(side, article.id).catch(() => ({ code: 500 }));
      if (answer.code !== 200) return refuse({}, ('message' in answer && answer.message) || messages.erreurReessayer);
      setStatus(messages.articleDesactive);
      after(null);
    });
  }

  const summary = ORDER.filter((name) => errors[name]).map((name) => ({ id: name, label: f[name], error: errors[name] as string }));
  const review = article && article.revue !== 'aucune' ? ARTICLE_REVIEW_LABELS[article.revue] : null;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <h2 ref={heading} tabIndex={-1} className="sr-only">
        {article ? t.editTitle : t.newTitle}
      </h2>
      {failure && <ErrorSummary message={failure} fields={summary} attempt={attempt} />}
      <FormAlert message={status} tone="success" />
      {article && (
        <div className="rounded-lg border border-sarment-100 bg-white p-3 text-sm text-stone-800">
          <p>
            {article.publicUrl ? t.onlineNotice : article.statut === 'desactive' ? t.offlineNotice : null} {review}
          </p>
          {article.motifRefus && (
            <p className="mt-1">
              <span className="font-semibold">{t.refused}</span> {article.motifRefus}
            </p>
          )}
          {article.publicUrl && (
            <Link href={article.publicUrl} className="mt-1 inline-block font-semibold text-vin-700 underline">
              {t.see}
            </Link>
          )}
        </div>
      )}
      <RequiredNote />
      <TextField
        id="blogTitre"
        label={f.blogTitre}
        required
        value={titre}
        onChange={(value) => {
          setTitre(value);
          clear('blogTitre');
        }}
        maxLength={ARTICLE_TITLE_MAX}
        error={errors.blogTitre}
      />
      <SelectField
        id="blogCategorie"
        label={f.blogCategorie}
        hint={f.categoryHint}
        value={categorie}
        onChange={(value) => {
          setCategorie(value);
          clear('blogCategorie');
        }}
        placeholder={f.choose}
        options={categories.map((c) => ({ value: c.slug, label: c.nom }))}
        error={errors.blogCategorie}
      />
      <div>
        {/* The editor is not a form control: its label names it through aria-labelledby. */}
        <p id="blogTexte-label" className={labelClass}>
          {f.blogTexte}
        </p>
        <RichTextEditor
          id="blogTexte"
          labelId="blogTexte-label"
          describedBy={errors.blogTexte ? errorId('blogTexte') : undefined}
          invalid={Boolean(errors.blogTexte)}
          initialHtml={article?.blogTexte ?? ''}
          onChange={(value) => {
            setHtml(value);
            clear('blogTexte');
          }}
        />
        <FieldError id="blogTexte" error={errors.blogTexte} />
      </div>
      <CoverImageInput
        id="blogPhoto"
        label={f.blogPhoto}
        hint={f.photoHint}
        shape={BLOG_COVER}
        required={school}
        current={article?.blogPhoto ?? null}
        onChange={(blob) => {
          setCover(blob);
          clear('blogPhoto');
        }}
        error={errors.blogPhoto}
      />
      <div className="flex flex-wrap items-center gap-3">
        <DraftPublishButtons
          online={online}
          pending={pending || leaving}
          labels={{ saveDraft: t.saveDraft, publish: t.publish, saveChanges: t.saveChanges, saving: t.saving }}
        />
        {online && (
          <BusyButton
            type="button"
            busy={pending}
            disabled={leaving}
            onClick={() => setConfirming(true)}
            className="rounded-full border border-stone-400 px-5 py-2 font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-60"
          >
            {t.deactivate}
          </BusyButton>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t.deactivate}
        text={t.deactivateConfirm}
        confirmLabel={t.deactivate}
        cancelLabel={t.cancel}
        onConfirm={deactivate}
        onCancel={() => setConfirming(false)}
        returnFocus={heading}
      />
    </form>
  );
}
