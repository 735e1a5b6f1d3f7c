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
  commonPassword: 'This password is too common; choose a less predictable one',
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
