import WorkIcon from '@mui/icons-material/Work';
import { OfferEdit } from './OfferEdit';
import { OfferList } from './OfferList';
import { OfferShow } from './OfferShow';

export default {
  list: OfferList,
  edit: OfferEdit,
  show: OfferShow,
  icon: WorkIcon,
  recordRepresentation: 'offreTitre',
};
