import MailIcon from '@mui/icons-material/Mail';
import { EmailList } from './EmailList';
import { EmailShow } from './EmailShow';

export default { list: EmailList, show: EmailShow, icon: MailIcon, recordRepresentation: 'subject' };
