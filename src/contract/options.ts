import { z } from 'zod';
import {
  ADMIN_IMAGE_ACTIONS,
  ADMIN_VERIFICATION_ACTIONS,
  CANCELLATION_TYPES,
  EXPERIENCE_LEVELS,
  HEIGHTS,
  IMAGE_APPROVAL_STATUSES,
  INITIAL_AVAILABILITY_PRESETS,
  INTERESTS,
  MESSAGE_TYPES,
  RECURRENCE_TYPES,
  REQUEST_STATUSES,
  SERVICES,
  TEMPERAMENTS,
  WEEKDAYS,
  labelledList,
} from './option-lists.js';

export * from './option-lists.js';

/** An option list (option-lists.ts's labelledList) with its schema: a code on the wire is one of its codes. */
export function labelledCodes<const Labels extends Record<string, string>>(labels: Labels) {
  const list = labelledList(labels);
  return { ...list, schema: z.enum(list.codes) };
}

/** The option lists' schemas: a code on the wire is one of its list's codes. */
export const ServiceSchema = z.enum(SERVICES);
export const HeightSchema = z.enum(HEIGHTS);
export const ExperienceLevelSchema = z.enum(EXPERIENCE_LEVELS);
export const TemperamentSchema = z.enum(TEMPERAMENTS);
export const ImageApprovalStatusSchema = z.enum(IMAGE_APPROVAL_STATUSES);
export const RecurrenceTypeSchema = z.enum(RECURRENCE_TYPES);
export const WeekdaySchema = z.enum(WEEKDAYS);
export const MessageTypeSchema = z.enum(MESSAGE_TYPES);
export const InterestSchema = z.enum(INTERESTS);
export const RequestStatusSchema = z.enum(REQUEST_STATUSES);
export const AdminImageActionSchema = z.enum(ADMIN_IMAGE_ACTIONS);
export const AdminVerificationActionSchema = z.enum(ADMIN_VERIFICATION_ACTIONS);
export const CancellationTypeSchema = z.enum(CANCELLATION_TYPES);
export const InitialAvailabilityPresetSchema = z.enum(INITIAL_AVAILABILITY_PRESETS);
