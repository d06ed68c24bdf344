import { Admin, Resource } from 'react-admin';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/fr';
import { theme } from './theme';
import emails from './emails';
import offers from './offers';

export function App() {
  return (
    <Admin
      title="Cep — backoffice"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      disableTelemetry
    >
      <Resource name="offers" {...offers} />
      <Resource name="emails" {...emails} />
    </Admin>
  );
}
