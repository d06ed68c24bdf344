import { fetchPrivateFile, privateFileRoute } from '@/lib/cms/files';
import { readTokens } from '@/lib/session/cookies';

/** Headers of the cms's answer passed on to the browser: what the file is and how to save it. */
const PASSED = ['content-type', 'content-length', 'content-disposition'];

/**
 * Private files (CVs, letters, photos), streamed from the cms with the visitor's session: the browser never
 * calls the cms and no file has a public URL. Never cached, never sniffed, never run as a page.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const route = privateFileRoute((await params).path.join('/'));
  const tokens = await readTokens();
  if (!route || !tokens) return new Response(null, { status: 404 });
  const upstream = await fetchPrivateFile(route, tokens.jwt).catch(() => null);
  if (!upstream?.ok || !upstream.body) return new Response(null, { status: upstream?.status === 403 ? 403 : 404 });
  const headers = new Headers({
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  for (const name of PASSED) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { headers });
}
