import type { AuthUser } from '../../../contract/auth.js';
import type { users } from '../../db/schema/auth.js';

export type UserRow = typeof users.$inferSelect;

/** A person as pages and e-mails name them: first and last name, without a stray space when one is empty. */
export const fullName = (firstName: string, lastName: string) => `${firstName} ${lastName}`.trim();

/** Shapes a user row for the client: never the password hash or provider subject. */
export function presentUser(user: UserRow, adminEmails: ReadonlySet<string>): AuthUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    isAdmin: adminEmails.has(user.email.toLowerCase()),
    emailVerified: user.emailVerifiedAt !== null,
    showInActivityFeed: user.showInActivityFeed,
  };
}
