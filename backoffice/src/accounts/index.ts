import BusinessIcon from '@mui/icons-material/Business';
import { AccountList } from './AccountList';
import { AccountShow } from './AccountShow';

export default { list: AccountList, show: AccountShow, icon: BusinessIcon, recordRepresentation: 'nom' };
