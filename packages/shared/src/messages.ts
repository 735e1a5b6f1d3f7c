/** SPEC.md section 5 message templates. Both the server and the web forms fill them. */
export const MESSAGE_TEMPLATES = {
  invalid: '{name} is not valid',
  required: '{name} is required',
  minLength: '{name} minimum length is {min}',
  maxLength: '{name} maximum length is {max}',
  acceptTerms: 'Accepting terms & conditions are required',
  notFound: 'The requested {name} is not found',
  loginIncorrect: 'The login detail is incorrect',
  passwordMismatch: 'Password do not match',
  emailMismatch: 'Email does not match',
  passwordMatched: 'Password Matched!',
  invalidPhone: 'Please enter valid phone number',
  passwordTooWeak: '{name} is too easy to guess; add more words or characters',
  passwordHasUsername: '{name} must not contain your username',
  passwordHasEmail: '{name} must not contain your e-mail address',
  signupAttemptSubject: 'Someone tried to sign up with your address',
  signupAttemptIntro:
    'Someone tried to create a new Boardhouse account with this e-mail address, which already has one. ' +
    'If it was you, sign in instead; if you forgot your password, reset it from the sign-in page.',
  signupAttemptOutro: 'If it was not you, ignore this e-mail: nothing has changed on your account.',
} as const;

export type MessageTemplate = keyof typeof MESSAGE_TEMPLATES;

export function formatMessage(
  template: MessageTemplate,
  values: Record<string, string | number> = {},
): string {
  return MESSAGE_TEMPLATES[template].replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
