// Client texts of the admin's service writes; none is required, so the server's own text wins.
export const SERVICE_TEXT = {
  createFailed: 'An error occurred while creating the service',
  updateFailed: 'An error occurred while updating the service',
  deleteFailed: 'An error occurred while deleting the service',
  featureAddFailed: 'An error occurred while adding the feature',
  featureRemoveFailed: 'An error occurred while removing the feature',
  benefitAddFailed: 'An error occurred while adding the benefit',
  benefitRemoveFailed: 'An error occurred while removing the benefit',
  created: 'Service created.',
  updated: 'Service saved.',
  deleted: 'Service deleted.',
  featureAdded: 'Feature added.',
  featureRemoved: 'Feature removed.',
  benefitAdded: 'Benefit added.',
  benefitRemoved: 'Benefit removed.',
} as const;
