import type { FeatureModule } from '@client/lib/features';
import { tasksReducer } from '@client/features/tasks/tasksSlice';
import { tasksSaga } from '@client/features/tasks/tasksSaga';
import { projectsReducer } from '@client/features/projects/projectsSlice';
import { projectApplicationsReducer } from '@client/features/projects/projectApplicationsSlice';
import { projectsSaga } from '@client/features/projects/projectsSaga';
import { projectApplicationsSaga } from '@client/features/projects/projectApplicationsSaga';
import { workLiveSaga } from './workLiveSaga';

/** Projects, their applications and tasks: the pages under /projects and the dashboard's work pages. */
export const workFeature = {
  name: 'work',
  reducers: {
    projects: projectsReducer,
    projectApplications: projectApplicationsReducer,
    tasks: tasksReducer,
  },
  sagas: [projectsSaga, projectApplicationsSaga, tasksSaga, workLiveSaga],
} satisfies FeatureModule;
