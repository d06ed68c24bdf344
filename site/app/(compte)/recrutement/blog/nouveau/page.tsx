import { ArticleEditPage, blogManagementMetadata } from '@/components/blog/blog-pages';

export const metadata = blogManagementMetadata;

export default function Page() {
  return <ArticleEditPage side="recrutement" id={null} />;
}
