import { legalRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { visitorHandlers } from '../handlers/visitor';

/** The legal notice's route (`legalRoutes`). */
export default () => implement(legalRoutes, visitorHandlers());
