import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { buildTestApp, listening, type TestApp } from '@test/server/testApp';
import { consultant, person, type Person } from '../work/fixtures';
import { sameUser, usersApi } from './support';

// The live connection follows the administrators' changes: a role change reconnects it under the new
// role, a deactivation or deletion ends it for good (docs/requirements.md#users, #hub).

describe('live sockets of a changed user', () => {
  let t: TestApp;
  let base: string;
  let admin: Person;
  const clients: HubConnection[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    base = await listening(t);
    admin = await person(t, 1);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.stop().catch(() => undefined)));
    await t.close();
  });

  async function connect(token: string): Promise<HubConnection> {
    const connection = new HubConnectionBuilder()
      .withUrl(`${base}/hubs/notification`, {
        accessTokenFactory: () => token,
        transport: HttpTransportType.WebSockets,
      })
      .withAutomaticReconnect([0])
      .configureLogging(LogLevel.None)
      .build();
    clients.push(connection);
    await connection.start();
    return connection;
  }

  const closedOf = (client: HubConnection) =>
    new Promise<Error | undefined>((resolve) => client.onclose(resolve));
  const api = () => usersApi(t, admin.headers);

  it('reconnects after a role change, and the old role’s groups are refused', async () => {
    const worker = await consultant(t);
    const client = await connect(worker.token);
    await client.invoke('JoinConsultantNotifications');
    const reconnected = new Promise<void>((resolve) => client.onreconnected(() => resolve()));
    expect((await api().assign(worker.id, 3)).statusCode).toBe(200);
    await reconnected;
    expect(client.state).toBe(HubConnectionState.Connected);
    await expect(client.invoke('JoinConsultantNotifications')).rejects.toThrow();
    await expect(client.invoke('JoinUserNotifications', String(worker.id))).resolves.toBeNull();
  });

  it('closes for good on deactivation', async () => {
    const user = await person(t, 3);
    const client = await connect(user.token);
    const closed = closedOf(client);
    const details = (await api().get(user.id)).json();
    expect((await api().update(user.id, sameUser(details, { isActive: false }))).statusCode).toBe(200);
    expect(await closed).toBeUndefined();
    expect(client.state).toBe(HubConnectionState.Disconnected);
    await expect(connect(user.token)).rejects.toThrow();
  });

  it('closes for good on deletion', async () => {
    const user = await person(t, 3);
    const client = await connect(user.token);
    const closed = closedOf(client);
    expect((await api().remove(user.id)).statusCode).toBe(204);
    expect(await closed).toBeUndefined();
    expect(client.state).toBe(HubConnectionState.Disconnected);
    await expect(connect(user.token)).rejects.toThrow();
  });
});
