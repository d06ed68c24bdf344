import { ArticleEditPage, blogManagementMetadata } from '@/components/blog/blog-pages';

export const metadata = blogManagementMetadata;

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  return <ArticleEditPage side="recrutement" id={(await params).id} />;
}
