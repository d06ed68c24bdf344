import type { SiteLanguage } from '@cep/domain/site-languages';
import { offline } from './fr/offline';

type OfflineWords = Record<Exclude<keyof (typeof offline)['offline'], 'title' | 'text' | 'applications' | 'shortlist'>, string>;

/**
 * The installed app's banner and install offer in the worker's language (issue #41 items 2 and 3): they appear on
 * any page, so they follow the language the worker chose, not the page's. Shipped with the installed app's own
 * chunk, loaded after the page: no page's first load carries them. The « Hors ligne » page itself stays French.
 */
export const OFFLINE_WORDS: Record<SiteLanguage, OfflineWords> = {
  fr: offline.offline,
  es: {
    banner: 'No tiene conexión: las páginas guardadas en este teléfono siguen legibles tal como las vio.',
    installTitle: 'Instalar Cep en su teléfono',
    installText: 'Encuentre sus candidaturas y las ofertas guardadas con un gesto, incluso sin conexión.',
    install: 'Instalar la aplicación',
    later: 'Más tarde',
  },
  pl: {
    banner: 'Brak połączenia: strony zapisane w tym telefonie można nadal czytać w takiej postaci, w jakiej je widziano.',
    installTitle: 'Zainstaluj Cep w telefonie',
    installText: 'Zgłoszenia i zapisane oferty zawsze pod ręką, nawet bez zasięgu.',
    install: 'Zainstaluj aplikację',
    later: 'Później',
  },
  ro: {
    banner: 'Nu aveți conexiune: paginile păstrate pe acest telefon rămân de citit așa cum le-ați văzut.',
    installTitle: 'Instalați Cep pe telefon',
    installText: 'Găsiți candidaturile și ofertele salvate dintr-o atingere, chiar și fără semnal.',
    install: 'Instalați aplicația',
    later: 'Mai târziu',
  },
  pt: {
    banner: 'Está sem ligação: as páginas guardadas neste telemóvel continuam legíveis tal como as viu.',
    installTitle: 'Instalar o Cep no seu telemóvel',
    installText: 'Encontre as suas candidaturas e as ofertas guardadas num gesto, mesmo sem rede.',
    install: 'Instalar a aplicação',
    later: 'Mais tarde',
  },
  en: {
    banner: 'You are offline: the pages kept on this phone can still be read as you last saw them.',
    installTitle: 'Install Cep on your phone',
    installText: 'Your applications and saved offers in one tap, even without a signal.',
    install: 'Install the app',
    later: 'Later',
  },
};
