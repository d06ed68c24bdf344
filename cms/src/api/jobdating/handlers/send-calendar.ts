import type { Context } from 'koa';

/** A calendar file as a download (private: it names people, so never cached by a shared cache). */
export function sendCalendar(ctx: Context, file: string, name: string): void {
  ctx.set('Content-Type', 'text/calendar; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="${name}"`);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.status = 200;
  ctx.body = file;
}
