import PaidIcon from '@mui/icons-material/Paid';
import { CreditEntryCreate } from './CreditEntryCreate';
import { CreditEntryList } from './CreditEntryList';

export default { list: CreditEntryList, create: CreditEntryCreate, icon: PaidIcon };
