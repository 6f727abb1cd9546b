/** The texts of an account deletion's error answers (POST /api/me/deletion and its confirmation), in English like the rest of the API's. */
export const accountDeletionMessages = {
  lastAdmin: 'You are the last administrator: invite another one before deleting your account',
  codeExpired: 'This code has expired or was already used; ask for a new one',
  codeTriesExhausted: 'Too many wrong codes; ask for a new one',
} as const
