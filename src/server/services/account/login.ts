import type { LoginResponse } from '../../../shared/contracts/account';
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { HttpError } from '../../errors';
import { clearFailures, lockedUntil, recordFailure } from '../../repositories/loginFailures';
import { revokeToken } from '../../repositories/revokedTokens';
import { findUserByEmail, normaliseEmail } from '../../repositories/users';
import { iso } from '../../time';
import type { AppContext, AuthUser } from '../../types';
import { checkPassword } from './passwords';
import type { HubContext } from './sessions';
import { issueToken } from './tokens';
import { toUserDto } from './userDto';

const locked = () => new HttpError(423, MSG.accountLocked, 'ACCOUNT_LOCKED');

/**
 * Unknown e-mails and wrong passwords take the same path (same hash work, same failure count,
 * same lock), so the answers cannot tell which addresses have accounts.
 */
export async function login(ctx: AppContext, emailInput: string, password: string): Promise<LoginResponse> {
  const { db, appConfig } = ctx;
  const now = appConfig.now();
  const email = normaliseEmail(emailInput);
  const until = await lockedUntil(db, email);
  if (until && until > iso(now)) throw locked();

  const user = await findUserByEmail(db, email);
  const valid = await checkPassword(user?.password_hash, password);
  if (!user || !valid) {
    const nowLocked = await recordFailure(db, email, LOGIN_MAX_FAILURES, iso(now), iso(now + LOGIN_LOCK_MS));
    if (nowLocked) throw locked();
    throw new HttpError(401, MSG.invalidCredentials);
  }
  await clearFailures(db, email);
  if (user.is_active !== 1) throw new HttpError(403, MSG.accountDisabled, 'ACCOUNT_DISABLED');
  if (user.email_verified !== 1) throw new HttpError(403, MSG.emailNotVerified, 'EMAIL_NOT_VERIFIED');

  const issued = issueToken(appConfig.jwtSecret, user.id, user.role_id, now, user.token_version);
  return { token: issued.token, expiration: iso(issued.expiresAt), user: await toUserDto(db, user) };
}

export async function logout(ctx: AppContext & HubContext, auth: AuthUser): Promise<void> {
  await revokeToken(ctx.db, auth.jti, iso(auth.expiresAt), iso(ctx.appConfig.now()));
  // The hub checks a token at the upgrade only, so the revoked token's sockets are closed here.
  await ctx.hub.closeUserConnections(auth.id, { tokenId: auth.jti });
}
