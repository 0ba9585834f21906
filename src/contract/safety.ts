import { z } from 'zod';
import { IdParamSchema, IdSchema } from './ids.js';
import { labelledCodes } from './options.js';
import { ConversationUserSchema } from './messages.js';

/** Trust and safety (issue #18): reports to the operators, blocks between members, message notices. */
export const SAFETY_LIMITS = {
  reportDetailMaxLength: 1000,
  suspensionReasonMaxLength: 1000,
  /** At most one message notice per conversation in this many hours (decision 0016). */
  noticeEveryHours: 3,
  /** How many lines of the message a notice quotes. */
  noticeQuotedLines: 3,
  noticeQuotedChars: 300,
} as const;

export const SAFETY_MESSAGES = {
  reported: 'Thank you. Our team will review your report.',
  alreadyReported: 'You have already reported this. Our team will review it.',
  reportSelf: 'You cannot report yourself or your own listing.',
  reportTargetMissing: 'We could not find what you are reporting.',
  reasonRequired: 'Please choose a reason',
  blockSelf: 'You cannot block yourself.',
  blockTargetMissing: 'That member does not exist',
  /** Neutral on purpose: the blocked member is not told who blocked whom. */
  cannotContact: 'You cannot contact this member.',
  /** A deleted or suspended member: said plainly, since no message would ever be read. */
  memberUnavailable: 'This member is no longer available to contact.',
  reportNotFound: 'Report not found',
  reportClosed: 'This report has already been reviewed.',
  hideMember: 'A member cannot be hidden: suspend them instead.',
  hideAgreement: 'An agreement cannot be hidden: dismiss the report or suspend the member.',
  suspensionReasonRequired: 'Please give the reason the member will be sent',
  suspended: 'This account has been suspended. Please check your e-mail for the reason.',
  noticesSaved: 'Your notification preference has been saved',
} as const;

/**
 * What a member can report. An agreement is named by its request's id (its versions belong to the
 * request): only the request's two members can report it, and a report naming it is what lets an admin read
 * it (decision 0053).
 */
export const REPORT_TARGET_TYPES = [
  'member',
  'horse',
  'message',
  'review',
  'reference',
  'agreement',
] as const;
export const ReportTargetTypeSchema = z.enum(REPORT_TARGET_TYPES);
export type ReportTargetType = z.infer<typeof ReportTargetTypeSchema>;

export const {
  codes: REPORT_REASONS,
  schema: ReportReasonSchema,
  labels: REPORT_REASON_LABELS,
} = labelledCodes({
  harassment: 'Harassment or abuse',
  spam: 'Spam or scam',
  'fake-profile': 'Fake profile or listing',
  'animal-welfare': 'Animal welfare concern',
  inappropriate: 'Inappropriate content',
  'asks-for-money': 'Asks for money',
  other: 'Something else',
});
export type ReportReason = z.infer<typeof ReportReasonSchema>;

/** POST /api/reports */
export const ReportCreateSchema = z.object({
  targetType: ReportTargetTypeSchema,
  targetId: IdSchema('Invalid id'),
  /** The same codes, said as the report dialog says a missing one. */
  reason: z.enum(REPORT_REASONS, SAFETY_MESSAGES.reasonRequired),
  detail: z
    .string()
    .trim()
    .max(
      SAFETY_LIMITS.reportDetailMaxLength,
      `Please keep it under ${SAFETY_LIMITS.reportDetailMaxLength} characters`,
    )
    .nullish(),
});
export type ReportCreateInput = z.infer<typeof ReportCreateSchema>;

export const ReportCreatedSchema = z.object({ id: z.number().int(), message: z.string() });

export const REPORT_STATUSES = ['open', 'dismissed', 'hidden', 'suspended'] as const;
export const ReportStatusSchema = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof ReportStatusSchema>;

const memberRef = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });

/** A report as the Reports tab shows it (GET /api/admin/reports). */
export const AdminReportSchema = z.object({
  id: z.number().int(),
  targetType: ReportTargetTypeSchema,
  targetId: z.number().int(),
  reason: ReportReasonSchema,
  detail: z.string().nullable(),
  status: ReportStatusSchema,
  createdAt: z.string(),
  reporter: memberRef,
  /** The member the report is about (the sender of a message, the owner of a horse, the reviewer). */
  reported: memberRef.extend({ suspended: z.boolean() }),
  /**
   * What was reported as it reads now: a message or review's text, a horse's name (an agreement's horse);
   * null once gone.
   */
  excerpt: z.string().nullable(),
  /** Already hidden by an earlier decision. */
  hidden: z.boolean(),
});
export const AdminReportListSchema = z.array(AdminReportSchema);
export type AdminReport = z.infer<typeof AdminReportSchema>;

export const AdminReportsQuerySchema = z.object({
  status: z.enum(['open', 'closed']).default('open'),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminReportsQuery = z.infer<typeof AdminReportsQuerySchema>;

export const REPORT_ACTIONS = ['dismiss', 'hide', 'suspend'] as const;
export const ReportDecisionSchema = z
  .object({
    action: z.enum(REPORT_ACTIONS),
    /** Mailed to the member when suspending. */
    reason: z.string().trim().max(SAFETY_LIMITS.suspensionReasonMaxLength).optional(),
  })
  .refine((body) => body.action !== 'suspend' || (body.reason !== undefined && body.reason.length > 0), {
    path: ['reason'],
    message: SAFETY_MESSAGES.suspensionReasonRequired,
  });
export type ReportDecisionInput = z.infer<typeof ReportDecisionSchema>;

export const ReportIdParamsSchema = z.object({ id: IdParamSchema('Invalid report id') });
export const BlockedUserParamsSchema = z.object({ userId: IdParamSchema('Invalid user id') });

/** GET /api/blocks: the members the signed-in member has blocked. */
export const BlockedMemberListSchema = z.array(ConversationUserSchema);
export type BlockedMember = z.infer<typeof ConversationUserSchema>;

/** GET and PUT /api/users/me/notices: the e-mails a member may switch off (each also by one click). */
export const NoticePreferencesSchema = z.object({
  messageNotices: z.boolean(),
  visitReminders: z.boolean(),
  /** Push notifications, per kind, on the devices the member switched on (decision 0030). */
  pushMessages: z.boolean(),
  pushRequests: z.boolean(),
  pushDecisions: z.boolean(),
  /** E-mails of new requests and of changes to visits and shares, when no device takes them (decision 0052). */
  emailRequests: z.boolean(),
  emailDecisions: z.boolean(),
});
export type NoticePreferences = z.infer<typeof NoticePreferencesSchema>;
/** Every notice preference by name: what is read from a member's row and written to it, nothing else. */
export const NOTICE_PREFERENCE_NAMES = NoticePreferencesSchema.keyof().options;
/** PUT /api/users/me/notices changes only the preferences it names. */
export const NoticePreferencesUpdateSchema = NoticePreferencesSchema.partial();
export type NoticePreferencesUpdate = z.infer<typeof NoticePreferencesUpdateSchema>;

export const ReportDecisionReplySchema = z.object({ id: z.number().int(), status: ReportStatusSchema });
export type ReportDecisionReply = z.infer<typeof ReportDecisionReplySchema>;
