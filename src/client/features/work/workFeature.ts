import type { FeatureModule } from '@client/lib/features';
import { tasksReducer, tasksSaga } from '@client/features/tasks';
import {
  projectsReducer,
  projectApplicationsReducer,
  projectsSaga,
  projectApplicationsSaga,
} from '@client/features/projects';
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
