import { PageLoading } from '@/components/layout/PageLoading';

export default PageLoading;
