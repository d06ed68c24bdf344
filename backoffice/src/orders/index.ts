import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { OrderList } from './OrderList';

export default { list: OrderList, icon: ReceiptLongIcon, recordRepresentation: 'reference' };
