import { NextResponse, type NextRequest } from 'next/server';
import { unsubscribeAlertAction } from '@/lib/actions/alerts';

/**
 * RFC 8058 one-click unsubscribe of an alert's digest: mail clients POST the `List-Unsubscribe` URL themselves.
 * A GET (a person following the header's link) goes to the page, which asks before suspending the alert.
 */
export async function POST(request: NextRequest) {
  const search = request.nextUrl.searchParams;
  const answer = await unsubscribeAlertAction('offres', search.get('a') ?? '', search.get('t') ?? '');
  return new NextResponse(null, { status: answer.code === 200 ? 200 : 400 });
}

export function GET(request: NextRequest) {
  const page = new URL(request.nextUrl.pathname.replace(/\/un-clic$/, ''), request.nextUrl);
  page.search = request.nextUrl.search;
  return NextResponse.redirect(page, 303);
}
