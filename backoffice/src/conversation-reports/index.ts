import ReportIcon from '@mui/icons-material/Report';
import { ReportEdit } from './ReportEdit';
import { ReportList } from './ReportList';

export default { list: ReportList, edit: ReportEdit, icon: ReportIcon, recordRepresentation: 'motif' };
