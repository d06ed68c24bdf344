import { NextResponse, type NextRequest } from 'next/server';

/**
 * The spec's `/load-form-contact?selected_option=…` (an HTML fragment of the form for that profile): the contact
 * page renders the form itself, so this address opens the page on that profile.
 */
export function GET(request: NextRequest) {
  const page = new URL('/contact', request.nextUrl);
  const option = request.nextUrl.searchParams.get('selected_option');
  if (option) page.searchParams.set('selected_option', option);
  return NextResponse.redirect(page, 308);
}
