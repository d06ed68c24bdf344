import { MessagePage } from '@/components/layout/MessagePage';
import { fr } from '@/lib/i18n/fr';

export default function NotFound() {
  return <MessagePage title={fr.errors.notFoundTitle} text={fr.errors.notFoundText} href="/" action={fr.errors.home} />;
}
