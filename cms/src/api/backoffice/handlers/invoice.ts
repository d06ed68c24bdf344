import type { Core } from '@strapi/strapi';
import type { backofficeRoutes } from '@cep/domain/contracts';
import { SENT, type Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { sendPrivateFile } from '../../../private-files/serve';
import { invoicePdf } from '../../commerce';
import { UIDS } from '../../../uids';

/** An order's invoice or credit note for staff (issue #12 item 7: « downloadable by the account's members and staff only »). */
export const invoiceHandlers = (strapi: Core.Strapi): Handlers<Pick<typeof backofficeRoutes, 'invoice'>> => ({
  async invoice({ params, ctx }) {
    const invoice = await strapi
      .documents(UIDS.invoice)
      .findFirst({ filters: { numero: params.numero, order: { documentId: params.id } } });
    if (!invoice) return refuse.notFound();
    const { file, storage } = await invoicePdf(strapi, invoice);
    return (await sendPrivateFile(ctx, storage, file)) ? SENT : refuse.notFound();
  },
});
