export { requestsRoutes } from './requests.routes.js';
// Reliability in numbers on a member's profile (decision 0055).
export { reliabilityRoutes } from './reliability.routes.js';
// An availability enquiry (messages feature) opens its request in the enquiry's own transaction.
export { enquiryNotice, openEnquiryRequest } from './requests.service.js';
// A horse's calendar (availability feature) marks taken days and the reader's requested ones.
export { slotDayMarks } from './day-marks.service.js';
// The day-before reminder mail, run with the hourly housekeeping (main.ts).
export { sendVisitReminders, visitReminders } from './visit-reminders.js';
// The hourly keeping of standing shares' calendars (app.ts adds it to the app's housekeeping tasks).
export { shareCalendars } from './share-calendar-job.js';
export type { PostToThread } from './requests.service.js';
// A password reset (auth feature) stops the member's calendar feed address with their sessions.
export { revokeCalendarFeed } from './calendar-feed.service.js';
// A member who deletes their account, is suspended or blocks another calls off what is still to come
// (account, admin and blocks features; app.ts hands the blocks feature its step).
export { callOffArrangementsOf, tellCalledOff } from './arrangements-when-a-member-goes.js';
// A visit's or share's agreement (agreements feature) is drafted from the request as its members read it.
export { showRequest } from './requests.service.js';
export { arrangementNotice } from './request-notices.js';
// The landing page's count of happy matches (site feature, handed in by app.ts).
export { countHappyMatches } from './requests.repository.js';
// Requests nobody answers: the requester told, the owner's horses paused (app.ts adds the hourly task).
export { unansweredRequests } from './unanswered-requests.js';
