/** Password bounds (platform issue): zod-free so the sign-in page can use them without loading zod. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
