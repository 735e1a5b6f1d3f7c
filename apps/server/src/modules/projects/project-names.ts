import { PROJECT_NAME_MAX } from '@boardhouse/shared/projects';

/**
 * `text` cut to at most `max` characters (never between the halves of a surrogate pair), without the
 * trailing white space a cut can leave.
 */
function shortened(text: string, max: number): string {
  if (text.length <= max) return text.trimEnd();
  const cut = text.slice(0, max);
  return (/[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut).trimEnd();
}

/**
 * `base` + `suffix` + `counter` ("A…A (copy) (2)"), `base` shortened so that the whole name stays within
 * PROJECT_NAME_MAX, which the project's own form holds it to.
 */
export function projectNameWithin(base: string, suffix: string, counter: string): string {
  return `${shortened(base, PROJECT_NAME_MAX - suffix.length - counter.length)}${suffix}${counter}`;
}
