import type { ProjectDetails, ProjectDto } from '@shared/contracts/projects';

export type {
  ProjectConsultantDto as ProjectConsultant,
  ProjectHistoryDto as ProjectHistoryEntry,
  ProjectMetricDto as ProjectMetric,
  ProjectStatus,
  ProjectUpdateDto as ProjectUpdate,
} from '@shared/contracts/projects';

/** A project as the store keeps it: its own fields, and the nested lists once a detail read added them. */
export type Project = ProjectDto & Partial<ProjectDetails>;

/** Case-insensitive match of the search text against the visible text fields. */
export function projectMatches(project: Project, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [project.name, project.description, project.status].some((v) => v.toLowerCase().includes(needle));
}
