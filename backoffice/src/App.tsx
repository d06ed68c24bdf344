import { Admin, Resource } from 'react-admin';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/fr';
import { theme } from './theme';
import accounts from './accounts';
import articleReviews from './article-reviews';
import articles from './articles';
import blogCategories from './blog-categories';
import campaigns from './campaigns';
import contactMessages from './contact-messages';
import conversationReports from './conversation-reports';
import courseContacts from './course-contacts';
import courses from './courses';
import creditEntries from './credit-entries';
import emails from './emails';
import offers from './offers';
import orders from './orders';
import promoCodes from './promo-codes';
import socialBoosts from './social-boosts';
import testimonials from './testimonials';

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
      <Resource name="accounts" {...accounts} />
      <Resource name="credit-entries" {...creditEntries} />
      <Resource name="orders" {...orders} />
      <Resource name="promo-codes" {...promoCodes} />
      <Resource name="social-boosts" {...socialBoosts} />
      <Resource name="courses" {...courses} />
      <Resource name="course-contacts" {...courseContacts} />
      <Resource name="conversation-reports" {...conversationReports} />
      <Resource name="contact-messages" {...contactMessages} />
      <Resource name="campaigns" {...campaigns} />
      <Resource name="articles" {...articles} />
      <Resource name="article-reviews" {...articleReviews} />
      <Resource name="blog-categories" {...blogCategories} />
      <Resource name="testimonials" {...testimonials} />
      <Resource name="emails" {...emails} />
    </Admin>
  );
}
