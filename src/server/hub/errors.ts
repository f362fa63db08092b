/**
 * Thrown by a hub method to show its message to the caller, as ASP.NET's HubException does; any
 * other error reaches the client only as a generic text so that internals never leak.
 */
export class HubError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HubError';
  }
}

/**
 * Thrown by a hub method when its arguments do not fit its parameters; the client gets ASP.NET's
 * binding-failure text, which names no detail.
 */
export class HubBindingError extends Error {
  constructor(message = 'The arguments do not match the method.') {
    super(message);
    this.name = 'HubBindingError';
  }
}
