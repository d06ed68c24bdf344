import ForumIcon from '@mui/icons-material/Forum';
import { CourseContactList } from './CourseContactList';

export default { list: CourseContactList, icon: ForumIcon, recordRepresentation: 'email' };
