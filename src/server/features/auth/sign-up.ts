import type { SignUpRequest } from '../../../contract/auth.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from './passwords.js';

export async function signUp(db: Database, input: SignUpRequest) {
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({ email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) {
    throw new AppError('conflict', 'An account with this e-mail already exists. Sign in instead.', {
      fields: { email: 'An account with this e-mail already exists' },
    });
  }
  return user;
}
