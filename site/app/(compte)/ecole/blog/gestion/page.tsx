import { BlogManagementPage, blogManagementMetadata } from '@/components/blog/blog-pages';

export const metadata = blogManagementMetadata;

export default function Page({ searchParams }: { searchParams: Promise<{ statut?: string; q?: string; rechercheLibre?: string }> }) {
  return <BlogManagementPage side="ecole" searchParams={searchParams} />;
}
