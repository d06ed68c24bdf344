import { NextResponse, type NextRequest } from 'next/server';
import { unsubscribeNewsletter } from '@/lib/cms';

/**
 * RFC 8058 one-click unsubscribe: mail clients POST the `List-Unsubscribe` URL themselves, without a page.
 * A GET (a person following the header's link) goes to the page, which asks before unsubscribing.
 */
export async function POST(request: NextRequest) {
  const search = request.nextUrl.searchParams;
  const answer = await unsubscribeNewsletter(search.get('c') ?? '', search.get('t') ?? '');
  return new NextResponse(null, { status: answer.code === 200 ? 200 : 400 });
}

export function GET(request: NextRequest) {
  const page = new URL('/newsletter/desinscription', request.nextUrl);
  page.search = request.nextUrl.search;
  return NextResponse.redirect(page, 303);
}
