const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:1337';

/** Images uploaded to the cms (offer covers), served from the site's own origin: the cms stays private. */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const path = (await params).path.map(encodeURIComponent).join('/');
  const upstream = await fetch(`${CMS_URL}/uploads/${path}`).catch(() => null);
  if (!upstream?.ok || !upstream.body) return new Response(null, { status: 404 });
  return new Response(upstream.body, {
    headers: {
      'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      // File names are random and never reused.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
