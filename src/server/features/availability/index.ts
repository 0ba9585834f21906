export { availabilityRoutes } from './availability.routes.js';
// The add-horse form's presets write through the same service as the owner's quick setup.
export { addPresetSlots } from './availability.service.js';
// Housekeeping works each horse's free days out again as days pass (decision 0050).
export { freeDaysRefresh, refreshFreeDays } from './free-days.js';
