import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { sendPrivateFile } from '../../../private-files/serve';
import { invoicePdf } from '../../commerce';
import { UIDS } from '../../../uids';

/** An order's invoice or credit note for staff (issue #12 item 7: « downloadable by the account's members and staff only »). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async download(ctx: Context) {
    const invoice = await strapi.documents(UIDS.invoice).findFirst({
      filters: { numero: String(ctx.params.numero), order: { documentId: String(ctx.params.id) } },
    });
    if (!invoice) {
      ctx.status = 404;
      ctx.body = { code: 404 };
      return;
    }
    const { file, storage } = await invoicePdf(strapi, invoice);
    await sendPrivateFile(ctx, storage, file);
  },
});
