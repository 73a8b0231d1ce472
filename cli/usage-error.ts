/** Bad usage: exit status 2, with the message on stderr and no stack. */
export class UsageError extends Error {
  override name = 'UsageError';
}
