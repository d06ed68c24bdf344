import { PageLoading } from '@/components/layout/PageLoading';

// Here rather than at the root: the account pages check the session and the role before anything is sent,
// so that a visitor gets a real redirect and a user of the wrong role a real 403 (a streamed page is a 200).
export default PageLoading;
