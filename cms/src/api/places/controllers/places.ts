import { placesRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { publicHandlers } from '../handlers/public';

/** Place autocomplete's routes (`placesRoutes`): communes, zones, and saved zone ids resolved. */
export default () => implement(placesRoutes, publicHandlers());
