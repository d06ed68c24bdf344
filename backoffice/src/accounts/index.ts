import BusinessIcon from '@mui/icons-material/Business';
import { AccountList } from './AccountList';
import { AccountEdit } from './AccountEdit';
import { AccountShow } from './AccountShow';

export default { list: AccountList, show: AccountShow, edit: AccountEdit, icon: BusinessIcon, recordRepresentation: 'nom' };
