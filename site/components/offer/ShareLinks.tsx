import { pageWords } from '@/lib/i18n/page-language';
import { CopyLinkButton } from './LazyCopyLinkButton';

const link = 'rounded-full border border-stone-300 px-3 py-1 text-sm text-stone-800 hover:border-vin-700 hover:text-vin-700';

/**
 * Share links of an offer: plain URLs of each network (no script from them), e-mail, and a copy button — drawn
 * by the server; only the copy button runs in the browser, loaded after the page (LazyCopyLinkButton).
 */
export async function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = await pageWords();
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const networks = [
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://x.com/intent/post?url=${u}&text=${text}` },
  ];
  return (
    <section aria-labelledby="share-title" className="mt-6">
      <h2 id="share-title" className="text-sm font-semibold text-stone-800">
        {t.offer.share}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {networks.map((n) => (
          <li key={n.name}>
            <a href={n.href} target="_blank" rel="noopener noreferrer" className={link} aria-label={t.offer.shareBy(n.name)}>
              {n.name}
            </a>
          </li>
        ))}
        <li>
          <a href={`mailto:?subject=${t}&body=${u}`} className={link}>
            {t.offer.shareMail}
          </a>
        </li>
        <li>
          <CopyLinkButton url={url} label={t.offer.copyLink} copiedLabel={t.offer.copied} className={link} />
        </li>
      </ul>
    </section>
  );
}
