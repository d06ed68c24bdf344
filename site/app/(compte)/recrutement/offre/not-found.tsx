// The three creation steps call notFound() for an offer that is not the caller's: the site's not-found page.
export { default, metadata } from '@/app/not-found';
