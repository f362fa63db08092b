import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * Argon2id with OWASP's minimum parameters (docs/requirements.md#security). Algorithm is a const enum
 * in the typings; 2 is Argon2id.
 */
export const PASSWORD_HASHING = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, PASSWORD_HASHING);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown e-mail) it still spends the time
 * of a real check, so response time does not reveal whether an account exists.
 */
export async function checkPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
