export { requestsRoutes } from './requests.routes.js';
// An availability enquiry (messages feature) opens its request in the enquiry's own transaction.
export { enquiryNotice, openEnquiryRequest } from './requests.service.js';
// A horse's calendar (availability feature) marks taken days and the reader's requested ones.
export { slotDayMarks, type SlotDayMarks } from './day-marks.service.js';
// The day-before reminder mail, run with the hourly housekeeping (main.ts).
export { sendVisitReminders, visitReminders } from './visit-reminders.js';
// The hourly keeping of standing shares' calendars (app.ts adds it to the app's housekeeping tasks).
export { keepShareCalendars, shareCalendars } from './share-calendar-job.js';
export type { PostToThread } from './requests.service.js';
// A password reset (auth feature) stops the member's calendar feed address with their sessions.
export { revokeCalendarFeed } from './calendar-feed.service.js';
// A member who deletes their account or is suspended ends their shares (account and admin features).
export { endSharesOfMember, mailSharesEnded, type EndedShare } from './shares-when-a-member-goes.js';
