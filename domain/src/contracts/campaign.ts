import type { Done } from '../responses/form';
import { utmTouchSchema } from '../utm';
import { route } from './route';

/** UTM capture (spec 02 §7): anyone's page posts the campaign it arrived with. */
export const campaignRoutes = {
  store: route<Done>()({
    method: 'POST',
    path: '/utm-stockage-campagne',
    summary: 'A visit that arrived with `utm_*` parameters, as key/value pairs with `utm_date`; kept for staff.',
    access: { public: true },
    body: utmTouchSchema,
    refusals: [400],
    // Rows in the database: throttled per client.
    throttle: { rule: 'utm' },
  }),
};
