import type { Context } from 'koa';
import type { StoredFile } from './private-file';
import type { PrivateStorage } from './storage';

/** `filename` for old clients (ASCII, quotes removed), `filename*` with the real name (RFC 6266). */
function disposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'fichier';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Streams a private file to a caller the route has already checked: a download (an image may be shown
 * inline), never sniffed, never cached by a shared cache, never run as a page. False when storage no longer holds it
 * (the route then answers its 404).
 */
export async function sendPrivateFile(
  ctx: Context,
  storage: PrivateStorage,
  file: StoredFile,
  show: 'attachment' | 'inline' = 'attachment',
): Promise<boolean> {
  const found = await storage.get(file.cle);
  if (!found) return false;
  ctx.set('Content-Type', file.type);
  ctx.set('Content-Length', String(found.size));
  ctx.set('Content-Disposition', disposition(show, file.nom));
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  ctx.body = found.body;
  return true;
}
