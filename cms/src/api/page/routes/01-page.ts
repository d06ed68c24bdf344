import { routerOf } from '../../../contracts/routes';

/**
 * Company, subsidiary and school pages (spec 01 §2, §7; spec 02 §7): any member of the account edits its pages, as
 * they publish its offers (decided); a school writes its page only while subscribed (spec 02 §4). Then the events
 * (schools', companies' beyond the spec, the public agenda), the public pages and their sitemap entries. From their
 * contracts (`pageRoutes` in @cep/domain).
 */
export default routerOf('page');
