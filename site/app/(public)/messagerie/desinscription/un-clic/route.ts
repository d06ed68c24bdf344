import { NextResponse, type NextRequest } from 'next/server';
import { unsubscribeMessaging } from '@/lib/cms';

/**
 * RFC 8058 one-click unsubscribe of the unread-messages e-mail: mail clients POST the `List-Unsubscribe` URL
 * themselves. A GET (a person following the header's link) goes to the page, which asks first.
 */
export async function POST(request: NextRequest) {
  const search = request.nextUrl.searchParams;
  const answer = await unsubscribeMessaging(search.get('l') ?? '', search.get('c') ?? '', search.get('t') ?? '');
  return new NextResponse(null, { status: answer.code === 200 ? 200 : 400 });
}

export function GET(request: NextRequest) {
  const page = new URL('/messagerie/desinscription', request.nextUrl);
  page.search = request.nextUrl.search;
  return NextResponse.redirect(page, 303);
}
