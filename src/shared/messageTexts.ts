// The texts the product shows and the server answers, in one place (docs/requirements.md#errors).
// Each is an export of its own, so that a page's scripts carry only the texts they use; code reads
// them as `MSG.name` through shared/messages.ts.

// Global
export const permissionDenied = 'You do not have permission for this operation.';
export const forbidden = 'You do not have the necessary permissions for this operation.';
export const unknownError = 'Unknown error';
export const genericError = 'An error occurred';
export const useAuthOutsideProvider = 'useAuth must be used within an AuthProvider';
// Connection (docs/requirements.md#errors-global): a 429 says how long to wait (its Retry-After)
export const tooManyRequestsWait =
  'Too many requests in a short time. Please wait {seconds} seconds and try again.';
export const tooManyRequestsWaitOne =
  'Too many requests in a short time. Please wait 1 second and try again.';
export const tooManyRequestsWaitMinute =
  'Too many requests in a short time. Please wait a minute and try again.';
export const offline = 'You are offline. Changes will not be sent until the connection is back.';
// The call layer's warnings in the browser console (docs/requirements.md#errors-global)
export const missingTokenWarning = 'No authentication token found; the request is sent without one.';
export const categoryNotFoundWarning = 'Category not found (404); an empty list is used instead.';
// Error screen
export const errorTitle = 'Something went wrong';
export const errorBody = 'The application encountered an unexpected error.';
export const errorRefresh = 'Refresh Page';
export const loading = 'Loading...';
// Account (client fallbacks)
export const login = 'An error occurred during login';
export const registration = 'An error occurred during registration';
export const verify = 'An error occurred during email verification';
export const resend = 'An error occurred while sending verification code';
export const forgot = 'An error occurred while sending password reset request';
export const reset = 'An error occurred while resetting password';
export const profileFetch = 'An error occurred while retrieving profile information';
export const profileUpdate400 = 'An error occurred while updating profile';
export const profileUpdate = 'An error occurred while updating profile. Please try again later.';
// The e-mail change's confirmation, POST /Manage/confirm-email (docs/requirements.md#errors-content)
export const emailConfirm = 'An error occurred while verifying email';
export const emailCodeSentTo = 'A code was sent to';
export const photoUpload = 'An error occurred while uploading photo';
export const passwordUpdate = 'An error occurred while updating password';
export const passwordUpdateFailed = 'Failed to update password';
export const userInfoNotFound = 'User information not found';
export const codeNotEntered = 'Verification code not entered';
export const invalidResponse = 'Invalid response format from server';
// Client confirmations (no server text exists for these)
export const passwordChangeCodeSent = 'A verification code has been sent to your email address.';
export const passwordUpdated = 'Your password has been updated.';
export const passwordUpdatedSignIn = 'Your password has been updated. Please log in with your new password.';
export const photoUploaded = 'Your photo has been updated.';
export const siteSettingsSaved = 'Site settings saved.';
// Site settings
export const siteSettingsLoad = 'An error occurred while loading site settings';
export const siteSettingsCreate = 'An error occurred while creating site setting';
export const siteSettingsUpdate = 'An error occurred while updating site settings';
export const siteSettingsPatch = 'An error occurred while patching site settings';
// Currency
export const currencyInvalidData = 'Invalid currency data received';
export const currencyLoad = 'Failed to load currencies';
export const currencyDetailUnavailable = 'The details of this currency could not be loaded.';
// Project requests (client fallbacks and confirmations)
export const quoteReceived = 'Thank you — your request has been received';
export const projectRequestSubmitFailed = 'An error occurred while submitting your request';
export const projectRequestsLoadFailed = 'An error occurred while loading project requests';
export const projectRequestApproveFailed = 'An error occurred while approving the project request';
export const projectRequestRejectFailed = 'An error occurred while rejecting the project request';
export const projectRequestUpdateFailed = 'An error occurred while updating the project request';
// Public content (docs/requirements.md#errors-content)
export const servicesLoad = 'An error occurred while loading expertise areas';
export const serviceLoad = 'An error occurred while loading expertise details';
export const consultantsLoad = 'An error occurred while loading consultants';
export const consultantLoad = 'An error occurred while loading consultant details';
// The signed-in user's own consultant profile, GET /consultants/mine
export const myConsultantLoad = 'An error occurred while getting profile';
// Users (docs/requirements.md#errors-content)
export const userStatisticsFailed = 'An error occurred while getting user statistics';
// Server answers
export const emailNotVerified = 'Please verify your email address before logging in.';
export const invalidCredentials = 'Invalid email or password.';
export const accountLocked = 'Too many failed login attempts. The account is locked for 5 minutes.';
export const tooManyRequests = 'Too many requests. Please try again later.';
export const hubTooManyConnections =
  'Too many open tabs are connected to this account. Close some and try again.';
export const unauthorized = 'Authentication is required.';
export const notFound = 'Not found.';
/** A project that does not exist and one the caller may not see read alike, so that ids are not probed. */
export const projectNotShared = 'This project does not exist or is not shared with you.';
export const internal = 'Internal server error.';
export const validation = 'Validation failed.';
export const emailTaken = 'This email address is already registered.';
export const userNameTaken = 'This user name is already taken.';
export const passwordsDiffer = 'Password and confirmation do not match.';
export const passwordLength = 'Password must be between 8 and 128 characters.';
export const invalidCode = 'The code is invalid or has expired.';
export const registered = 'Registration successful. A verification PIN has been sent to your email.';
export const verified = 'Email verified successfully. You can now log in.';
export const pinSent = 'If an account exists for this email, a verification PIN has been sent.';
export const resetSent =
  'If an account exists for this email, a password reset code has been sent. ' +
  'Only a few codes are sent per hour: if none arrives, wait an hour and try again.';
export const resetTooManyAttempts =
  'Too many attempts to reset the password. Please wait an hour and try again.';
export const passwordReset = 'Your password has been reset. You can now log in.';
export const profileUpdated = 'Profile updated successfully.';
export const emailChangePending =
  'Profile updated. Enter the code sent to your new email address to switch to it.';
export const emailChanged = 'Your email address has been changed.';
export const unsupportedImage = 'Only JPEG, PNG, WebP or GIF images are accepted.';
export const fileTooLarge = 'The file is too large.';
export const noFile = 'No file was uploaded.';
export const photoNotYours = 'Choose a photo you uploaded yourself, or no photo.';
/** A user's photo uploads already hold their share of the disk (docs/requirements.md#uploads). */
export const uploadsPending = 'Your earlier uploads are still being stored. Please try again in a moment.';
export const originRejected = 'Origin not allowed.';
export const invalidEmail = 'Please enter a valid email address.';
export const invalidUserName = 'User name may contain only letters, digits, dots, dashes and underscores.';
export const invalidUrl = 'Enter a web address starting with http:// or https://, or a path starting with /.';
export const invalidColour = 'Enter a colour such as #1976d2 or teal, or leave it empty.';
export const badRequest = 'The request could not be understood.';
export const malformedJson = 'The request body is not valid JSON.';
export const bodyTooLarge = 'The request body is too large.';
export const unsupportedMediaType = 'This content type is not supported.';
export const invalidUpload = 'The upload could not be read.';
export const accountDisabled = 'This account has been deactivated. Please contact an administrator.';
// Server answers: public content and project requests
export const serviceSlugTaken = 'A service with this slug already exists.';
export const serviceMissing = 'The selected service does not exist.';
export const currencyInvalid = 'Currency must be a valid ISO 4217 code.';
export const budgetDecimals = 'Budget may have at most two decimal places.';
export const requestOwnerUnverified =
  'The requester has an account whose email address is not verified yet. Approve the request once it is.';
export const dateInvalid = 'Desired start date is not a valid date.';
export const requestNotPending = 'Only a pending project request can be approved or rejected.';
export const requestApproveSeparately = 'Use the approve action to approve a project request.';
export const requestApprovedFixed = 'The status of an approved project request cannot change.';
export const captionTooLong = 'Caption must be at most 300 characters.';
// Server answers: project applications and tasks
export const applyConsultantsOnly = 'Only approved consultants can apply to projects.';
export const applyNotOpen = 'This project is not open for applications.';
export const applyAlreadyOnTeam = 'You are already on the team of this project.';
export const applyTwice = 'You have already applied to this project.';
export const applicationNotPending = 'Only a pending application can be accepted or rejected.';
export const taskNameRequired = 'Task name is required.';
export const taskAssigneeNotOnTeam = 'Assign the task to a consultant on this project.';
export const taskDueDateInvalid = 'Due date is not a valid date.';
// Server answers: consultant writes and applications to join the firm
export const consultantExists = 'This user already has a consultant profile.';
export const consultantApplicationPending = 'There is an application already pending for this account.';
export const consultantAlreadyApproved = 'This account is already an approved consultant.';
export const consultantNotPending = 'Only a pending application can be approved or rejected.';
export const cvRequired = 'Attach your CV as a PDF or Word document.';
export const cvUnsupported = 'The CV must be a PDF or Word document (.pdf, .docx or .doc).';
export const expertiseNameRequired = 'Expertise name is required.';
export const specializationRequired = 'Specialization is required.';
// Client: consultants at work, projects, project applications and tasks (docs/requirements.md#errors)
export const consultantCreateFailed = 'An error occurred while creating consultant';
export const consultantUpdateFailed = 'An error occurred while updating consultant';
export const consultantDeleteFailed = 'An error occurred while deleting consultant';
export const expertiseAddFailed = 'An error occurred while adding expertise';
export const expertiseRemoveFailed = 'An error occurred while removing expertise';
export const expertiseUpdateFailed = 'An error occurred while updating expertise';
export const consultantApplyFailed = 'An error occurred while submitting application';
export const consultantApproveFailed = 'An error occurred while approving consultant';
export const consultantRejectFailed = 'An error occurred while rejecting consultant';
export const availabilityUpdateFailed = 'An error occurred while updating availability';
export const consultantProjectsLoadFailed = 'An error occurred while loading projects';
export const consultantCvDownloadFailed = 'An error occurred while downloading the CV';
export const consultantCvMissing = 'The CV to send is no longer available. Choose the file again.';
export const projectsFetchFailed = 'Failed to fetch projects';
export const projectFetchFailed = 'Failed to fetch project with ID: {id}';
export const projectCreateFailed = 'Failed to create project';
export const projectUpdateFailed = 'Failed to update project';
export const projectDeleteFailed = 'Failed to delete project';
export const projectAssignFailed = 'Failed to assign consultant';
export const projectAssignManyFailed = 'An error occurred while assigning multiple consultants';
// PUT /projects/{id}/assign-consultant (docs/requirements.md#errors-content)
export const consultantAssignFailed = 'An error occurred while assigning consultant';
export const projectUnassignFailed = 'Failed to unassign consultant';
export const projectUpdateAddFailed = 'Failed to add project update';
export const projectMetricsAddFailed = 'Failed to add project metrics';
export const projectUpdateDeleteFailed = 'Failed to delete project update';
export const projectMetricDeleteFailed = 'Failed to delete project metric';
export const projectUpdateEditFailed = 'Failed to update project update';
export const projectMetricEditFailed = 'Failed to update project metric';
export const projectHistoryFailed = 'Failed to get project history';
export const availableConsultantsFailed = 'Failed to fetch available consultants';
// The staffing dialog's read of them (docs/requirements.md#errors-content)
export const availableConsultantsFetchFailed = 'An error occurred while fetching available consultants';
export const availableConsultantsInvalid = 'Invalid response format';
export const availableConsultantsEmpty = 'No data received';
export const projectStatisticsFailed = 'Failed to fetch project statistics';
export const projectApplyFailed = 'Failed to apply to project';
export const projectApplicationsFailed = 'Failed to fetch project applications';
export const projectApplicationAcceptFailed = 'Failed to accept project application';
export const projectApplicationRejectFailed = 'Failed to reject project application';
export const tasksFetchFailed = 'Failed to fetch tasks';
export const taskCreateFailed = 'Failed to create task';
export const taskUpdateFailed = 'Failed to update task';
export const taskCompleteFailed = 'Failed to update task status';
export const taskDeleteFailed = 'Failed to delete task';
// Client: the administration of people (docs/requirements.md#errors-content)
export const userFetchFailed = 'An error occurred while getting user';
export const usersFetchFailed = 'An error occurred while getting all users';
export const userCreateFailed = 'An error occurred while creating user';
export const userUpdateFailed = 'An error occurred while updating user';
export const userDeleteFailed = 'An error occurred while deleting user';
export const verificationPinResendFailed = 'An error occurred while resending verification pin';
export const customersFetchFailed = 'An error occurred while getting customers';
export const rolesFetchFailed = 'An error occurred while getting roles';
export const roleAssignFailed = 'An error occurred while assigning role';
export const roleRemoveFailed = 'An error occurred while removing role';
// Server answers: projects, their teams, updates and metrics
export const customerMissing = 'The selected customer does not exist.';
export const projectNameRequired = 'Project name is required.';
export const startDateInvalid = 'Start date is not a valid date.';
export const endDateInvalid = 'End date is not a valid date.';
export const endBeforeStart = 'End date cannot be before the start date.';
export const consultantNotAssignable = 'This consultant cannot be assigned.';
export const consultantAlreadyOnProject = 'This consultant is already on the project.';
export const projectIdMismatch = 'The project in the body does not match the address.';
export const leaderNotInTeam = 'The leader must be one of the assigned consultants.';
export const teamChangedMeanwhile = 'The team was changed at the same time. Please try again.';
export const updateTitleRequired = 'Title is required.';
export const updateContentRequired = 'Content is required.';
export const metricNameRequired = 'Metric name is required.';
export const metricDateInvalid = 'Recorded date is not a valid date.';
// Server answers: the administration of people (docs/requirements.md#users)
export const lastAdministrator =
  'At least one active administrator must remain: the last one cannot be deleted, demoted or deactivated.';
export const cannotDeleteSelf = 'You cannot delete your own account.';
export const cannotDeactivateSelf = 'You cannot deactivate your own account.';
