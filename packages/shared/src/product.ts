/** Product-wide constants that server and web must agree on (SPEC.md sections 2, 4 and 9). */
export const PRODUCT_NAME = 'Boardhouse';
export const VERSION_LABEL = 'V2.87.4';

export const LANGUAGES = ['en', 'ch', 'es', 'jp', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * SUPER_ADMIN is held together with ADMIN (stored as ['ADMIN', 'SUPER_ADMIN']), so every check for ADMIN
 * keeps working; it alone creates staff accounts and changes staff roles.
 */
export const ROLES = ['ADMIN', 'USER', 'SUPER_ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** Idle handling: seconds until the warning, seconds of countdown, progress step per second. */
export const IDLE_TIMEOUT_SECONDS = 3600;
export const IDLE_WARNING_SECONDS = 30;
export const IDLE_PROGRESS_STEP = 3.33;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 50;
