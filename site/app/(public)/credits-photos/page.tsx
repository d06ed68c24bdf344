import type { Metadata } from 'next';
import { Photo } from '@/components/content/Photo';
import { LegalPage } from '@/components/legal/LegalPage';
import { fr } from '@/lib/i18n/fr';
import { PHOTOS, type PhotoName } from '@/lib/photos';

const page = fr.legal.pages.photos;
const t = fr.legal.credits;

export const metadata: Metadata = {
  title: page.title,
  description: 'Les auteurs, licences et sources des photographies de Cep.',
  alternates: { canonical: page.href },
};

/**
 * The photo credits (issue #42 item 5), written as the licences ask: the author, the licence with its link, the
 * source, and that the image was changed; a CC BY-SA photo's changed version stays under CC BY-SA.
 */
export default function PhotoCreditsPage() {
  return (
    <LegalPage title={page.title}>
      <p>{t.lead}</p>
      <ul className="grid gap-8 sm:grid-cols-2">
        {(Object.keys(PHOTOS) as PhotoName[]).map((name) => {
          const photo = PHOTOS[name];
          return (
            <li key={name}>
              <figure>
                <Photo name={name} sizes="(min-width: 640px) 368px, 100vw" />
                <figcaption className="mt-2 space-y-1 text-sm">
                  <p>{photo.alt}</p>
                  <p className="font-medium">{t.author(photo.author)}</p>
                  <p>
                    {t.licence} :{' '}
                    <a href={photo.licenceUrl} rel="license noopener" className="text-vin-700 underline">
                      {photo.licence}
                    </a>
                  </p>
                  <p>
                    <a href={photo.source} rel="noopener" className="text-vin-700 underline">
                      {t.source}
                    </a>
                  </p>
                  <p>{t.changed}</p>
                  {photo.licence === 'CC0' && <p>{t.publicDomain}</p>}
                  {photo.shareAlike && <p>{t.shareAlike(photo.licence)}</p>}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </LegalPage>
  );
}
