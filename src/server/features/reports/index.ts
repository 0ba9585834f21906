export { reportsRoutes } from './reports.routes.js';
// Account deletion keeps what an open report needs and removes the member's settled reports.
export { deleteSettledReportsBy, findHorsesUnderOpenReport } from './reports.repository.js';
// The operators' Reports tab (admin feature) lists and settles reports.
export {
  closeReport,
  closeReportsAbout,
  closeReportsOfItem,
  countOpenReports,
  findReportForUpdate,
  listReports,
} from './reports.repository.js';
// An undone hide of a listing gives back the reports it settled (decision 0058).
export { reopenReportsOfHide } from './reports.repository.js';
// An admin reads an agreement only while a report names it (admin feature, decision 0053).
export { findReportNamingAgreement } from './reports.repository.js';
