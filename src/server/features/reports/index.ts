export { reportsRoutes } from './reports.routes.js';
export { hasOpenReport } from './reports.service.js';
// The operators' Reports tab (admin feature) lists and settles reports.
export {
  closeReport,
  closeReportsAbout,
  closeReportsOfItem,
  findReportForUpdate,
  listReports,
} from './reports.repository.js';
