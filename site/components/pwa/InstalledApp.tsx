'use client';

import { useEffect, useState } from 'react';
import { isSiteLanguage } from '@cep/domain/site-languages';
import { LANGUAGE_COOKIE } from '@/lib/i18n/language-paths';
import { OFFLINE_WORDS } from '@/lib/i18n/offline-words';

/** The language the worker chose (the switch's cookie), French without: the offer shows on every page. */
function chosenLanguage() {
  const kept = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return isSiteLanguage(kept) ? kept : 'fr';
}
/** Set once a first application is sent: the moment the app is worth installing. Dismissed: never asked again. */
const APPLIED = 'cep-candidature-envoyee';
const DISMISSED = 'cep-installation-refusee';
/** Said by the applications page when it shows a first application sent (a client navigation: no reload). */
const APPLIED_EVENT = 'cep:candidature-envoyee';

/** Records that an application was sent, and tells the install offer (rendered by the applications page). */
export function markApplied(): void {
  store(APPLIED);
  window.dispatchEvent(new Event(APPLIED_EVENT));
}

/** Chromium's install event (not in TypeScript's DOM library). */
interface InstallEvent extends Event {
  prompt(): Promise<void>;
}
const isInstallEvent = (event: Event): event is InstallEvent => 'prompt' in event && typeof event.prompt === 'function';

function stored(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function store(key: string): void {
  try {
    window.localStorage.setItem(key, '1');
  } catch {
    // Private browsing without storage: the prompt simply comes back.
  }
}

/**
 * The installable app's part of every page (issue #41 item 3): the service worker registered once the page is idle,
 * « hors ligne » said plainly when the network goes, and the install offer — only after a first application (the
 * applications page it lands on), never on arrival, never again once declined.
 */
export function InstalledApp() {
  // Drawn in the browser only (InstalledAppLoader): the cookie is there to read.
  const [language] = useState(chosenLanguage);
  const t = OFFLINE_WORDS[language];
  const [isOffline, setOffline] = useState(false);
  const [install, setInstall] = useState<InstallEvent | null>(null);

  useEffect(() => {
    // Not under `next dev`: its files are not hashed, and a cache-first copy of them would go stale.
    if ('serviceWorker' in navigator && process.env.NODE_ENV === 'production') {
      const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
      if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
      else setTimeout(register, 2000);
    }
    const network = () => setOffline(!navigator.onLine);
    // The browser offers once per page load, often before the application: kept, and shown once there is one.
    let pending: InstallEvent | null = null;
    const offerIfDue = () => {
      if (pending && stored(APPLIED) && !stored(DISMISSED)) setInstall(pending);
    };
    const offered = (event: Event) => {
      if (!isInstallEvent(event)) return;
      // Kept for the right moment instead of the browser's own banner.
      event.preventDefault();
      pending = event;
      offerIfDue();
    };
    window.addEventListener(APPLIED_EVENT, offerIfDue);
    network();
    window.addEventListener('online', network);
    window.addEventListener('offline', network);
    window.addEventListener('beforeinstallprompt', offered);
    return () => {
      window.removeEventListener('online', network);
      window.removeEventListener('offline', network);
      window.removeEventListener('beforeinstallprompt', offered);
      window.removeEventListener(APPLIED_EVENT, offerIfDue);
    };
  }, []);

  return (
    <>
      {isOffline && (
        <p
          role="status"
          lang={language}
          className="fixed inset-x-0 top-0 z-50 bg-stone-900 px-4 py-2 text-center text-sm font-medium text-white"
        >
          {t.banner}
        </p>
      )}
      {install && (
        <section
          lang={language}
          aria-labelledby="installer-titre"
          className="fixed inset-x-2 bottom-2 z-50 rounded-xl border border-sarment-100 bg-white p-4 shadow-lg sm:left-auto sm:right-4 sm:w-96"
        >
          <h2 id="installer-titre" className="font-semibold text-stone-900">
            {t.installTitle}
          </h2>
          <p className="mt-1 text-sm text-stone-700">{t.installText}</p>
          <div className="mt-3 flex gap-3">
            <button
              type="button"
              className="rounded-full bg-vin-700 px-4 py-2 text-sm font-semibold text-white hover:bg-vin-800"
              onClick={() => {
                void install.prompt().finally(() => setInstall(null));
              }}
            >
              {t.install}
            </button>
            <button
              type="button"
              className="rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-800"
              onClick={() => {
                store(DISMISSED);
                setInstall(null);
              }}
            >
              {t.later}
            </button>
          </div>
        </section>
      )}
    </>
  );
}
