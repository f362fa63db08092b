import type { Generated } from 'kysely';
import type { ContentTables } from './contentTypes';

// Booleans are integers 0/1 and timestamps ISO-8601 text on both engines, so one set of queries
// serves SQLite and PostgreSQL alike.
export type Flag = 0 | 1;

export interface RolesTable {
  id: number;
  name: string;
}

export interface UsersTable {
  id: Generated<number>;
  user_name: string;
  email: string;
  name: string;
  surname: string;
  phone_number: string;
  photo: string;
  password_hash: string;
  role_id: number;
  email_verified: Flag;
  is_active: Flag;
  created_at: string;
  updated_at: string;
  /** The address waiting for its PIN (migration 005); `email` changes only once it is confirmed. */
  pending_email: Generated<string | null>;
  /** Raised to end every session issued before (migration 007); tokens carry it as `ver`. */
  token_version: Generated<number>;
}

export interface LoginFailuresTable {
  email: string;
  count: number;
  locked_until: string | null;
  updated_at: string;
}

export type CodePurpose = 'verify' | 'reset' | 'email-change';

/** What the per-address hourly limits count (migration 008). */
export type ThrottledAction = 'reset-code' | 'reset-failure';

export interface AccountThrottleTable {
  id: Generated<number>;
  email: string;
  action: ThrottledAction;
  created_at: string;
}

export interface OneTimeCodesTable {
  id: Generated<number>;
  user_id: number;
  purpose: CodePurpose;
  code_hash: string;
  expires_at: string;
  attempts: number;
  used_at: string | null;
  created_at: string;
}

export interface RevokedTokensTable {
  jti: string;
  expires_at: string;
}

export interface SiteSettingsTable {
  id: Generated<number>;
  site_name: string;
  site_title: string;
  site_description: string;
  company_name: string;
  company_slogan: string;
  company_email: string;
  company_phone: string;
  company_address: string;
  favicon_url: string;
  logo_text: string;
  logo_bg_color: string;
  social_linked_in: string;
  social_twitter: string;
  social_facebook: string;
  social_instagram: string;
  keywords: string;
  updated_at: string;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** A mail to deliver, and its delivery state (migration 004). */
export interface OutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
  status: Generated<OutboxStatus>;
  /** Failed tries so far. */
  attempts: Generated<number>;
  /** Not tried again before this instant (ISO-8601). */
  next_attempt_at: string;
  last_error: Generated<string>;
  /** The worker that holds the row, until `lease_until`; a lapsed lease lets another take it. */
  lease_owner: string | null;
  lease_until: string | null;
  sent_at: string | null;
}

export type UploadKind = 'photo' | 'about';

/** A stored file under /uploads/ and the user who uploaded it (migration 006). */
export interface UploadsTable {
  id: Generated<number>;
  /** The public path, `/uploads/<folder>/<generated name>`. */
  path: string;
  /** Null once the uploader's account is gone, or when the uploader could not be told. */
  owner_id: number | null;
  kind: UploadKind;
  created_at: string;
}

export type ApplicationStatus = 'Pending' | 'Approved' | 'Rejected';

export interface ConsultantsTable {
  id: Generated<number>;
  user_id: number;
  specialization: string;
  bio: string;
  linkedin_url: string;
  years_of_experience: number;
  image: string;
  is_available: Flag;
  is_active: Flag;
  application_status: ApplicationStatus;
  admin_notes: string;
  cv_url: string;
  applied_at: string | null;
  reviewed_at: string | null;
  reviewed_by: number | null;
  created_at: string;
  updated_at: string;
  /** Unique; null only for rows written before a slug was given (readers fall back to the id). */
  slug: string | null;
}

export type NotificationAudience = 'user' | 'role' | 'admin';

export interface NotificationsTable {
  id: Generated<number>;
  type: string;
  title: string;
  message: string;
  severity: string;
  audience: NotificationAudience;
  user_id: number | null;
  role_id: number | null;
  family: string;
  /** JSON text, handed to clients as it is. */
  additional_data: string;
  created_at: string;
}

export interface NotificationReadsTable {
  notification_id: number;
  user_id: number;
  read_at: string;
}

export interface NotificationHiddenTable {
  notification_id: number;
  user_id: number;
  hidden_at: string;
}

export interface NotificationSettingsTable {
  user_id: number;
  family: string;
  in_app: Flag;
  email: Flag;
}

export interface NotificationPreferencesTable {
  user_id: number;
  email_digest: 'off' | 'daily';
  last_digest_at: string | null;
}

/** A counter the database raises on every write behind a kept answer (migration 012). */
export interface ContentVersionsTable {
  name: string;
  /** bigint: a string on PostgreSQL, a number on SQLite. */
  version: number | string;
}

/**
 * A counter the database raises on every write behind a notification list (migration 014): per
 * user (`user <id>`), per role (`role <id>`) and for the administrators (`admin`).
 */
export interface NotificationVersionsTable {
  name: string;
  /** bigint: a string on PostgreSQL, a number on SQLite. */
  version: number | string;
}

export interface Database extends ContentTables {
  roles: RolesTable;
  users: UsersTable;
  login_failures: LoginFailuresTable;
  one_time_codes: OneTimeCodesTable;
  account_throttle: AccountThrottleTable;
  revoked_tokens: RevokedTokensTable;
  site_settings: SiteSettingsTable;
  outbox: OutboxTable;
  uploads: UploadsTable;
  consultants: ConsultantsTable;
  notifications: NotificationsTable;
  notification_reads: NotificationReadsTable;
  notification_hidden: NotificationHiddenTable;
  notification_settings: NotificationSettingsTable;
  notification_preferences: NotificationPreferencesTable;
  content_versions: ContentVersionsTable;
  notification_versions: NotificationVersionsTable;
}

export type DbEngine = 'sqlite' | 'postgres';
