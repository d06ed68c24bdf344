import type { MetadataRoute } from 'next';
import { fr } from '@/lib/i18n/fr';

/** The installable app (issue #41 item 3): Cep on a phone's home screen, opening on the home page, standalone. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${fr.site.name} — ${fr.site.tagline}`,
    short_name: fr.site.name,
    description: fr.site.description,
    lang: 'fr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fdf8f3',
    theme_color: '#7c1f3a',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
