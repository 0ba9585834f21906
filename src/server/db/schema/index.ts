// Every table of the application, one file per aggregate. drizzle-kit reads this file
// (drizzle.config.ts) and the database clients pass it to drizzle() for typed relational queries.
export * from './users.js';
export * from './auth.js';
export * from './horses.js';
export * from './availability.js';
export * from './requests.js';
export * from './messages.js';
export * from './reviews.js';
export * from './contact.js';
export * from './payments.js';
export * from './admin.js';
export * from './geocode.js';
export * from './uploads.js';
export * from './safety.js';
export * from './saved.js';
export * from './visits.js';
export * from './jobs.js';
export * from './notifications.js';
export * from './retired-notices.js';
export * from './agreements.js';
export * from './references.js';
export * from './riding-schools.js';
export * from './rides.js';
