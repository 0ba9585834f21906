export { availabilityRoutes } from './availability.routes.js';
// The add-horse form's presets write through the same service as the owner's quick setup.
export { addPresetSlots } from './availability.service.js';
