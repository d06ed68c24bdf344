import { ArticleEditPage, blogManagementMetadata } from '@/components/blog/blog-pages';

export const metadata = blogManagementMetadata;

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ enregistre?: string }>;
}) {
  return <ArticleEditPage side="recrutement" id={(await params).id} searchParams={searchParams} />;
}
