import { NextResponse, type NextRequest } from 'next/server';
import { newsletterRoutes } from '@cep/domain/contracts';
import { call } from '@/lib/cms/call';

/**
 * RFC 8058 one-click unsubscribe of the unread-messages e-mail: mail clients POST the `List-Unsubscribe` URL
 * themselves. A GET (a person following the header's link) goes to the page, which asks first.
 */
export async function POST(request: NextRequest) {
  const search = request.nextUrl.searchParams;
  const side = search.get('l');
  // Neither side's e-mail: a wrong link, as the cms would say.
  if (side !== 'candidat' && side !== 'recrutement') return new NextResponse(null, { status: 400 });
  const answered = await call(newsletterRoutes.unsubscribeMessaging, {
    body: { l: side, c: Number(search.get('c') ?? ''), t: search.get('t') ?? '' },
  });
  return new NextResponse(null, { status: answered.ok ? 200 : 400 });
}

export function GET(request: NextRequest) {
  const page = new URL('/messagerie/desinscription', request.nextUrl);
  page.search = request.nextUrl.search;
  return NextResponse.redirect(page, 303);
}
