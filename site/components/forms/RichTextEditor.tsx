'use client';

import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { blog } from '@/lib/i18n/fr/blog';

const t = blog.blogManager.editor;

/** What the editor offers: an article's allow-list, or an offer's (paragraphs, emphasis, lists; cms/src/utils/rich-text.ts). */
export type RichTextVariant = 'article' | 'offer';

type Props = {
  id: string;
  variant?: RichTextVariant;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  required?: boolean;
  /** The text's language when it is not the page's French. */
  lang?: string;
  initialHtml: string;
  onChange: (html: string) => void;
};

/** The same kit, cut to what each allow-list keeps. */
const OFFER_KIT = StarterKit.configure({
  heading: false,
  blockquote: false,
  link: false,
  code: false,
  codeBlock: false,
  horizontalRule: false,
  strike: false,
  underline: false,
});
const ARTICLE_KIT = StarterKit.configure({
  heading: { levels: [2, 3] },
  code: false,
  codeBlock: false,
  horizontalRule: false,
  strike: false,
  underline: false,
  link: { openOnClick: false, autolink: true, protocols: ['mailto'], HTMLAttributes: { rel: 'nofollow ugc noopener', target: null } },
});

/**
 * The rich text editor (Tiptap), loaded only on the pages that edit. It offers what the cms's allow-list for the
 * text keeps — for an article paragraphs, bold, italic, h2/h3, lists, quotes, links; for an offer's texts
 * paragraphs, bold, italic and lists (spec 01 §3: rich text) — and nothing it would drop; the cms sanitises the HTML
 * again on every save.
 */
export default function RichTextEditor({
  id,
  variant = 'article',
  labelId,
  describedBy,
  invalid,
  required,
  lang,
  initialHtml,
  onChange,
}: Props) {
  const editor = useEditor({
    extensions: [variant === 'offer' ? OFFER_KIT : ARTICLE_KIT],
    content: initialHtml,
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'aria-invalid': invalid ? 'true' : 'false',
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(lang ? { lang } : {}),
        class: `prose-offre ${variant === 'article' ? 'prose-article min-h-64' : 'min-h-40'} space-y-3 px-4 py-3 leading-relaxed focus:outline-none`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <div
      className={`rounded-lg border bg-white focus-within:ring-2 focus-within:ring-vin-700 ${invalid ? 'border-red-700' : 'border-stone-300'}`}
    >
      {editor ? (
        <Toolbar editor={editor} controls={id} article={variant === 'article'} />
      ) : (
        <p className="px-4 py-2 text-sm text-stone-600">{t.loading}</p>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, controls, article }: { editor: Editor; controls: string; article: boolean }) {
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('');
  const hrefId = useId();
  const hrefInput = useRef<HTMLInputElement>(null);
  // The address field takes the focus when it opens (the toolbar's button is what opened it).
  useEffect(() => {
    if (linking) hrefInput.current?.focus();
  }, [linking]);
  const chain = () => editor.chain().focus();

  function openLink() {
    setHref(String(editor.getAttributes('link').href ?? ''));
    setLinking(true);
  }

  /** Closed without a change: the focus goes back to the text, where the writer was. */
  function closeLink() {
    setLinking(false);
    editor.commands.focus();
  }

  function applyLink(event: FormEvent | KeyboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const value = href.trim();
    if (value) chain().extendMarkRange('link').setLink({ href: value }).run();
    else chain().extendMarkRange('link').unsetLink().run();
    setLinking(false);
  }

  return (
    <div className="border-b border-stone-200">
      <div role="toolbar" aria-label={t.toolbar} aria-controls={controls} className="flex flex-wrap gap-1 p-2">
        <Tool label={t.bold} active={editor.isActive('bold')} onClick={() => chain().toggleBold().run()}>
          <strong>G</strong>
        </Tool>
        <Tool label={t.italic} active={editor.isActive('italic')} onClick={() => chain().toggleItalic().run()}>
          <em>I</em>
        </Tool>
        {article && (
          <>
            <Tool label={t.h2} active={editor.isActive('heading', { level: 2 })} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
              H2
            </Tool>
            <Tool label={t.h3} active={editor.isActive('heading', { level: 3 })} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
              H3
            </Tool>
          </>
        )}
        <Tool label={t.bullet} active={editor.isActive('bulletList')} onClick={() => chain().toggleBulletList().run()}>
          •
        </Tool>
        <Tool label={t.ordered} active={editor.isActive('orderedList')} onClick={() => chain().toggleOrderedList().run()}>
          1.
        </Tool>
        {article && (
          <>
            <Tool label={t.quote} active={editor.isActive('blockquote')} onClick={() => chain().toggleBlockquote().run()}>
              «»
            </Tool>
            <Tool label={t.link} active={editor.isActive('link')} onClick={openLink}>
              {t.link}
            </Tool>
          </>
        )}
        <Tool label={t.undo} onClick={() => chain().undo().run()} disabled={!editor.can().undo()}>
          ↶
        </Tool>
        <Tool label={t.redo} onClick={() => chain().redo().run()} disabled={!editor.can().redo()}>
          ↷
        </Tool>
      </div>
      {linking && (
        // Not a <form>: the editor sits inside the article's form, and forms cannot nest.
        <div className="flex flex-wrap items-end gap-2 px-2 pb-2">
          <label htmlFor={hrefId} className="w-full text-sm text-stone-800">
            {t.linkPrompt}
          </label>
          <input
            id={hrefId}
            type="url"
            value={href}
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') applyLink(event);
              if (event.key === 'Escape') closeLink();
            }}
            ref={hrefInput}
            className="min-w-0 flex-1 rounded-md border border-stone-300 px-3 py-1.5"
          />
          <button type="button" onClick={applyLink} className="rounded-full bg-vin-800 px-4 py-1.5 text-sm font-semibold text-white">
            {t.apply}
          </button>
          <button type="button" onClick={closeLink} className="rounded-full border border-stone-300 px-4 py-1.5 text-sm">
            {blog.blogManager.cancel}
          </button>
        </div>
      )}
    </div>
  );
}

function Tool({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onClick={onClick}
      className={`min-w-9 rounded-md px-2 py-1 text-sm ${active ? 'bg-vin-800 text-white' : 'text-stone-800 hover:bg-stone-100'} disabled:opacity-40`}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
