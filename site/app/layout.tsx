import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { Suspense, type ReactNode } from 'react';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { LostTitleRecovery } from '@/components/layout/LostTitleRecovery';
import { UtmCapture } from '@/components/layout/UtmCapture';
import { InstalledAppLoader } from '@/components/pwa/InstalledAppLoader';
import { fr } from '@/lib/i18n/fr';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000'),
  title: { default: `${fr.site.name} — ${fr.site.tagline}`, template: `%s — ${fr.site.name}` },
  description: fr.site.description,
  openGraph: { siteName: fr.site.name, locale: 'fr_FR', type: 'website' },
};

export const viewport: Viewport = { themeColor: '#7c1f3a' };

/**
 * Inter (variable, latin subset — which holds French's accents, « », ’ and œ — weights 400 to 700), self-hosted:
 * cut from @fontsource-variable/inter (SIL Open Font License) by scripts/subset-font.sh to 30.0 KB. Preloaded, with
 * an Arial fallback whose metrics next/font adjusts to Inter's: without the preload the font arrived after the
 * first paint and the swap re-wrapped lines (layout shift up to 0.045 on /blog, docs/performance.md « The typeface »).
 */
const inter = localFont({
  src: './fonts/inter-latin-400-700.woff2',
  weight: '400 700',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr" className={inter.variable}>
      <body className="flex min-h-screen flex-col">
        <a
          href="#contenu"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {fr.nav.skipToContent}
        </a>
        <Header />
        <main id="contenu" className="flex-1">
          {children}
        </main>
        <Footer />
        <UtmCapture />
        <InstalledAppLoader />
        {/* It reads the address's query (useSearchParams), which a page prerendered without one cannot give. */}
        <Suspense fallback={null}>
          <LostTitleRecovery />
        </Suspense>
      </body>
    </html>
  );
}
