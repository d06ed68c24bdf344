import type { LegalNotice } from '../responses/legal';
import { route } from './route';

/** The legal notice's data (issue #16 item 10). */
export const legalRoutes = {
  publisher: route<LegalNotice>()({
    method: 'GET',
    path: '/mentions-legales',
    summary: 'The publisher’s identity for the legal notice; `data` is null until production sets it.',
    access: { public: true },
  }),
};
