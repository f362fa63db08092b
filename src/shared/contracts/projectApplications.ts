import { Type, type Static } from 'typebox';
import { API } from '../api/routes';
import { FIELD } from '../domain/fields';
import { PROJECT_APPLICATION_STATUSES } from '../domain/work';
import { IdParams, OneOf, Text } from './common';
import { defineContract } from './contract';
import { Nullable } from './nullable';

const admin = '(administrators)';

export const ProjectApplicationStatus = OneOf(PROJECT_APPLICATION_STATUSES);
export type ProjectApplicationStatus = Static<typeof ProjectApplicationStatus>;

/** A consultant's application to work on a project that is open for applications. */
export const ProjectApplicationDto = Type.Object({
  id: Type.Integer(),
  projectId: Type.Integer(),
  projectName: Type.String(),
  consultantId: Type.Integer(),
  consultantName: Type.String(),
  message: Type.String(),
  status: ProjectApplicationStatus,
  createdAt: Type.String(),
  reviewedAt: Nullable(Type.String()),
});
export type ProjectApplicationDto = Static<typeof ProjectApplicationDto>;

export const ApplicationMessage = Type.Object({
  message: Type.Optional(Text(FIELD.projectApplication.message)),
});
export type ApplicationMessage = Static<typeof ApplicationMessage>;

/** Consultants applying to work on projects open for applications; administrators decide. */
export const projectApplicationsContract = defineContract('project applications', API.projectApplications, {
  apply: {
    summary: 'Apply to work on a project open for applications (approved consultants)',
    params: IdParams,
    body: ApplicationMessage,
    response: { 201: ProjectApplicationDto },
  },
  list: {
    summary: `A project's applications, newest first ${admin}`,
    params: IdParams,
    response: { 200: Type.Array(ProjectApplicationDto) },
  },
  accept: {
    summary: `Accept an application: the consultant joins the project ${admin}`,
    params: IdParams,
    response: { 200: ProjectApplicationDto },
  },
  reject: {
    summary: `Reject an application ${admin}`,
    params: IdParams,
    response: { 200: ProjectApplicationDto },
  },
});
