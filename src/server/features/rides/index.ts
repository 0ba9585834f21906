export { ridesRoutes } from './rides.routes.js';
// The minute job of rides out (app.ts adds it to app.minuteJobs; main.ts runs them under the job lease).
export { rideCheckIns } from './ride-alerts.js';
