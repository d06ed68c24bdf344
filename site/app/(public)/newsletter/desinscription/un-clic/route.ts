import { NextResponse, type NextRequest } from 'next/server';
import { newsletterRoutes } from '@cep/domain/contracts';
import { call } from '@/lib/cms/call';

/**
 * RFC 8058 one-click unsubscribe: mail clients POST the `List-Unsubscribe` URL themselves, without a page.
 * A GET (a person following the header's link) goes to the page, which asks before unsubscribing.
 */
export async function POST(request: NextRequest) {
  const search = request.nextUrl.searchParams;
  const answered = await call(newsletterRoutes.unsubscribe, { body: { c: Number(search.get('c') ?? ''), t: search.get('t') ?? '' } });
  return new NextResponse(null, { status: answered.ok ? 200 : 400 });
}

export function GET(request: NextRequest) {
  const page = new URL('/newsletter/desinscription', request.nextUrl);
  page.search = request.nextUrl.search;
  return NextResponse.redirect(page, 303);
}
