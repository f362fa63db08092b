import type {
  AvailableConsultant,
  Project,
  ProjectApplication,
  ProjectDetail,
} from '@client/features/projects/projectModel';
import type { Task } from '@client/features/tasks/taskModel';

export function makeProject(id: number, overrides: Partial<Project> = {}): Project {
  return {
    id,
    name: `Project ${id}`,
    description: '',
    status: 'Active',
    customerId: 30,
    serviceId: null,
    budget: 1000,
    currency: 'USD',
    startDate: '2025-01-01',
    endDate: null,
    isAvailableForApplication: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    customerName: 'Cem Customer',
    serviceName: null,
    teamSize: 0,
    leaderName: null,
    openTasks: 0,
    myApplicationStatus: null,
    permissions: { manage: true, contribute: true, deleteTasks: true, apply: false },
    ...overrides,
  };
}

export function makeTask(id: number, overrides: Partial<Task> = {}): Task {
  return {
    id,
    projectId: 1,
    projectName: 'Project 1',
    taskName: `Task ${id}`,
    description: '',
    assignedTo: null,
    assigneeName: null,
    dueDate: null,
    priority: 'Medium',
    isComplete: false,
    completedAt: null,
    createdAt: '2025-01-02T00:00:00.000Z',
    updatedAt: '2025-01-02T00:00:00.000Z',
    ...overrides,
  };
}

export function makeDetail(id: number, overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    ...makeProject(id),
    teamSize: 2,
    leaderName: 'Lale Leader',
    consultants: [
      { consultantId: 4, fullName: 'Mert Member', isLeader: false, assignedAt: '2025-01-03T00:00:00.000Z' },
      { consultantId: 5, fullName: 'Lale Leader', isLeader: true, assignedAt: '2025-01-02T00:00:00.000Z' },
    ],
    updates: [
      { id: 11, title: 'Kick-off', content: 'Started', createdAt: '2025-01-05T00:00:00.000Z', createdBy: 1 },
      { id: 12, title: 'Week 2', content: 'On track', createdAt: '2025-01-12T00:00:00.000Z', createdBy: 1 },
    ],
    metrics: [
      {
        id: 21,
        name: 'Velocity',
        value: 10,
        target: 20,
        unit: 'pts',
        recordedAt: '2025-01-10T00:00:00.000Z',
      },
      {
        id: 22,
        name: 'Velocity',
        value: 15,
        target: 20,
        unit: 'pts',
        recordedAt: '2025-01-03T00:00:00.000Z',
      },
      {
        id: 23,
        name: 'Budget used',
        value: 40,
        target: null,
        unit: '%',
        recordedAt: '2025-01-10T00:00:00.000Z',
      },
    ],
    history: [
      {
        id: 31,
        action: 'Created',
        details: '',
        userId: 1,
        userName: 'Ada Admin',
        createdAt: '2025-01-01T00:00:00.000Z',
      },
      {
        id: 32,
        action: 'Update added',
        details: 'Week 2',
        userId: 1,
        userName: 'Ada Admin',
        createdAt: '2025-01-12T00:00:00.000Z',
      },
    ],
    tasks: [makeTask(41, { projectId: id }), makeTask(42, { projectId: id, isComplete: true })],
    ...overrides,
  };
}

export function makeApplication(id: number, overrides: Partial<ProjectApplication> = {}): ProjectApplication {
  return {
    id,
    projectId: 1,
    projectName: 'Project 1',
    consultantId: 4,
    consultantName: 'Mert Member',
    message: '',
    status: 'Pending',
    createdAt: `2025-01-0${id % 9 || 1}T00:00:00.000Z`,
    reviewedAt: null,
    ...overrides,
  };
}

export function makeAvailable(id: number): AvailableConsultant {
  return {
    id,
    userId: 100 + id,
    fullName: `Consultant ${id}`,
    specialization: 'ERP',
    image: '',
    yearsOfExperience: 3,
    expertise: ['SAP'],
  };
}
