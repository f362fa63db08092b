// The ASP.NET Core SignalR protocol (negotiate, WebSockets, JSON hub protocol) for the live hub.
export { registerHub } from './registerHub';
export { InProcessBackplane } from './backplane';
export { HubError, HubBindingError } from './errors';
export {
  hubGroupMethods,
  ADMIN_GROUP,
  CONSULTANT_GROUP,
  userGroup,
  type GroupMethodOptions,
} from './groupMethods';
export { HubTexts } from './protocol';
export type {
  Backplane,
  BackplaneEvent,
  BackplaneMessage,
  CloseUserCommand,
  CloseUserOptions,
  Hub,
  HubLogger,
  HubMethod,
  HubOptions,
  HubUser,
  InvocationContext,
  SendOptions,
} from './types';
