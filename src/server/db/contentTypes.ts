import type { Generated } from 'kysely';

// Row types of the public content, projects and project requests (migration 003). Booleans are
// integers 0/1 and timestamps ISO-8601 text, as everywhere else.
type Flag = 0 | 1;

export interface ServicesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  short_description: string;
  description: string;
  icon: string;
  image_url: string;
  is_active: Flag;
  display_order: number;
  created_at: string;
  updated_at: string;
}

/** service_features and service_benefits share this shape. */
export interface ServiceItemsTable {
  id: Generated<number>;
  service_id: number;
  name: string;
  description: string;
}

export interface AboutUsTable {
  id: Generated<number>;
  title: string;
  content: string;
  mission: string;
  vision: string;
  values: string;
  created_at: string;
  updated_at: string;
}

export interface AboutUsImagesTable {
  id: Generated<number>;
  about_us_id: number;
  url: string;
  caption: string;
  display_order: number;
  created_at: string;
}

export interface HomepageInfoTable {
  id: Generated<number>;
  hero_title: string;
  hero_subtitle: string;
  hero_image_url: string;
  cta_text: string;
  cta_link: string;
  years_in_business: number;
  projects_completed: number;
  clients_served: number;
  consultants_count: number;
  created_at: string;
  updated_at: string;
}

export interface CurrenciesTable {
  id: Generated<number>;
  code: string;
  symbol: string;
  name: string;
}

export type ExpertiseLevel = 'Beginner' | 'Intermediate' | 'Expert';

export interface ConsultantExpertiseTable {
  id: Generated<number>;
  consultant_id: number;
  name: string;
  level: ExpertiseLevel;
  years_of_experience: number;
}

export type ProjectStatus = 'Pending' | 'Active' | 'OnHold' | 'Completed' | 'Cancelled';

export interface ProjectsTable {
  id: Generated<number>;
  name: string;
  description: string;
  status: ProjectStatus;
  customer_id: number | null;
  service_id: number | null;
  /** Canonical decimal text ('1234.5'), so amounts round-trip exactly on both engines. */
  budget: string | null;
  currency: string;
  start_date: string | null;
  end_date: string | null;
  is_available_for_application: Flag;
  created_at: string;
  updated_at: string;
  /** Its customer's account was deleted (migration 010): shown as 'Unknown User', not as none. */
  customer_deleted: Generated<Flag>;
}

export interface ProjectConsultantsTable {
  id: Generated<number>;
  project_id: number;
  consultant_id: number;
  is_leader: Flag;
  assigned_at: string;
}

export interface ProjectHistoryTable {
  id: Generated<number>;
  project_id: number;
  action: string;
  details: string;
  user_id: number | null;
  user_name: string;
  created_at: string;
}

export interface ProjectUpdatesTable {
  id: Generated<number>;
  project_id: number;
  title: string;
  content: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface ProjectMetricsTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  value: number;
  target: number | null;
  unit: string;
  created_by: number | null;
  recorded_at: string;
  created_at: string;
}

export type ProjectApplicationStatus = 'Pending' | 'Accepted' | 'Rejected';

export interface ProjectApplicationsTable {
  id: Generated<number>;
  project_id: number;
  consultant_id: number;
  message: string;
  status: ProjectApplicationStatus;
  reviewed_at: string | null;
  reviewed_by: number | null;
  created_at: string;
}

export type TaskPriority = 'Low' | 'Medium' | 'High';

export interface TasksTable {
  id: Generated<number>;
  project_id: number;
  task_name: string;
  description: string;
  assigned_to: number | null;
  due_date: string | null;
  priority: TaskPriority;
  is_complete: Flag;
  completed_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export type ProjectRequestStatus = 'Pending' | 'Approved' | 'Rejected';

export interface ProjectRequestsTable {
  id: Generated<number>;
  request_title: string;
  description: string;
  service_id: number | null;
  budget: string | null;
  currency: string;
  desired_start_date: string | null;
  contact_name: string;
  email: string;
  phone_number: string;
  company: string;
  user_id: number | null;
  /** The owning account (migration 005): ownership goes by this id, never by the e-mail address. */
  customer_user_id: number | null;
  status: ProjectRequestStatus;
  admin_notes: string;
  project_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface ContentTables {
  services: ServicesTable;
  service_features: ServiceItemsTable;
  service_benefits: ServiceItemsTable;
  about_us: AboutUsTable;
  about_us_images: AboutUsImagesTable;
  homepage_info: HomepageInfoTable;
  currencies: CurrenciesTable;
  consultant_expertise: ConsultantExpertiseTable;
  projects: ProjectsTable;
  project_consultants: ProjectConsultantsTable;
  project_history: ProjectHistoryTable;
  project_updates: ProjectUpdatesTable;
  project_metrics: ProjectMetricsTable;
  project_applications: ProjectApplicationsTable;
  tasks: TasksTable;
  project_requests: ProjectRequestsTable;
}
