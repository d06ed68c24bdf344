import SchoolIcon from '@mui/icons-material/School';
import { CourseEdit } from './CourseEdit';
import { CourseList } from './CourseList';

export default { list: CourseList, edit: CourseEdit, icon: SchoolIcon, recordRepresentation: 'titre' };
