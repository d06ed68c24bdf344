// An application that is not the account's, or whose candidate has left: the site's not-found page.
export { default, metadata } from '@/app/not-found';
