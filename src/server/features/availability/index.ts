export { availabilityRoutes } from './availability.routes.js';
// The add-horse form's presets write through the same service as the owner's quick setup.
export { addPresetSlots } from './availability.service.js';
// The hourly notice that a slot runs out within the week (main.ts adds it to housekeeping).
export { slotEndingNotices } from './ending-notices.js';
// Housekeeping works each horse's free days out again as days pass (decision 0050).
export { freeDaysRefresh, refreshFreeDays } from './free-days.js';
