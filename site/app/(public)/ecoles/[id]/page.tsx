import { publicPageRoute } from '@/components/pages/public-page-route';

const route = publicPageRoute('ecole');

export const generateMetadata = route.generateMetadata;
export default route.PublicPageRoute;
