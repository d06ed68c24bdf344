import { accounts } from '../resources/accounts';
import { articleReviews } from '../resources/article-reviews';
import { articles } from '../resources/articles';
import { blogCategories } from '../resources/blog-categories';
import { campaigns } from '../resources/campaigns';
import { contactMessages } from '../resources/contact-messages';
import { conversationReports } from '../resources/conversation-reports';
import { courseContacts } from '../resources/course-contacts';
import { courses } from '../resources/courses';
import { creditEntries } from '../resources/credit-entries';
import { emails } from '../resources/emails';
import { offers } from '../resources/offers';
import { orders } from '../resources/orders';
import { promoCodes } from '../resources/promo-codes';
import { socialBoosts } from '../resources/social-boosts';
import { testimonials } from '../resources/testimonials';
import type { StaffResource } from '@cep/domain';
import type { BackofficeResource } from './resource';

/** Every resource of the backoffice, by the name react-admin uses in its URLs: exactly those of `STAFF_ACCESS`. */
export const RESOURCES: Record<StaffResource, BackofficeResource> = {
  offers,
  emails,
  accounts,
  'credit-entries': creditEntries,
  orders,
  'promo-codes': promoCodes,
  'social-boosts': socialBoosts,
  courses,
  'course-contacts': courseContacts,
  'conversation-reports': conversationReports,
  'contact-messages': contactMessages,
  campaigns,
  articles,
  'article-reviews': articleReviews,
  'blog-categories': blogCategories,
  testimonials,
};

export const resourceNamed = (name: unknown): BackofficeResource | undefined =>
  Object.entries(RESOURCES).find(([key]) => key === name)?.[1];
