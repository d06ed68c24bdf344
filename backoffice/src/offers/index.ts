import WorkIcon from '@mui/icons-material/Work';
import { OfferList } from './OfferList';
import { OfferShow } from './OfferShow';

export default {
  list: OfferList,
  show: OfferShow,
  icon: WorkIcon,
  recordRepresentation: 'offreTitre',
};
