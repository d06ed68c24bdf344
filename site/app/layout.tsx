import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { Suspense, type ReactNode } from 'react';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { LostTitleRecovery } from '@/components/layout/LostTitleRecovery';
import { UtmCapture } from '@/components/layout/UtmCapture';
import { InstalledAppLoader } from '@/components/pwa/InstalledAppLoader';
import { INTL_LOCALES } from '@cep/domain/site-languages';
import { pageWords } from '@/lib/i18n/page-language';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const { language, t } = await pageWords();
  return {
    metadataBase: new URL(process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000'),
    title: { default: `${t.site.name} — ${t.site.tagline}`, template: `%s — ${t.site.name}` },
    description: t.site.description,
    openGraph: { siteName: t.site.name, locale: INTL_LOCALES[language].replace('-', '_'), type: 'website' },
  };
}

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

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { language, t } = await pageWords();
  return (
    <html lang={language} className={inter.variable}>
      <body className="flex min-h-screen flex-col">
        <a
          href="#contenu"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {t.nav.skipToContent}
        </a>
        <Header language={language} t={t} />
        <main id="contenu" className="flex-1">
          {children}
        </main>
        <Footer language={language} t={t} />
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
