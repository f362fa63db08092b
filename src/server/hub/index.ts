// The ASP.NET Core SignalR protocol (negotiate, WebSockets, JSON hub protocol) for the live hub.
export { registerHub } from './registerHub';
export { InProcessBackplane, channelName, channelOf } from './backplane';
export { RedisBackplane, type RedisBackplaneOptions } from './redisBackplane';
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
  BackplaneChannel,
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
