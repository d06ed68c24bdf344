import { account } from './account';
import { alerts } from './alerts';
import { applications } from './applications';
import { auth } from './auth';
import { blog } from './blog';
import { candidate } from './candidate';
import { commerce } from './commerce';
import { contact } from './contact';
import { courses } from './courses';
import { errors } from './errors';
import { harvestLanding } from './harvest-landing';
import { harvestStart } from './harvest-start';
import { home } from './home';
import { jobDating } from './job-dating';
import { languages } from './languages';
import { layout } from './layout';
import { legal } from './legal';
import { login } from './login';
import { messaging } from './messaging';
import { offers } from './offers';
import { offline } from './offline';
import { pages } from './pages';
import { recruiterOffer } from './recruiter-offer';
import { seasonal } from './seasonal';
import { slider } from './slider';
import { unsolicited } from './unsolicited';

/**
 * Every label of the site in one French dictionary, one namespace per feature (a file each), so the copy
 * can be reviewed in one place. The spec's own messages are not here: they live in @cep/domain `messages`.
 */
export const fr = {
  ...layout,
  ...errors,
  ...home,
  ...harvestStart,
  ...harvestLanding,
  ...slider,
  ...offers,
  ...offline,
  ...login,
  ...auth,
  ...account,
  ...recruiterOffer,
  ...candidate,
  ...applications,
  ...alerts,
  ...pages,
  ...courses,
  ...messaging,
  ...contact,
  ...blog,
  ...legal,
  ...unsolicited,
  ...seasonal,
  ...jobDating,
  ...languages,
  commerce,
} as const;
