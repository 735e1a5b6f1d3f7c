import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');

/** A shell command's words, its line continuations joined. */
const words = (command) => command.replace(/\\\n/g, ' ').trim().split(/\s+/);

/** The runtime stage's install: its `RUN npm ci …` up to the cache clean (which only shrinks the layer). */
function imageInstall() {
  const runtime = read('Dockerfile').split(/^FROM .* AS runtime$/m)[1] ?? '';
  const run = runtime.match(/^RUN (npm ci[\s\S]*?)(?<!\\)\n/m)?.[1] ?? '';
  return words(run.split('&& npm cache clean')[0]);
}

/** The rehearsal's install, from `npm ci` to the end of its command. */
function rehearsalInstall() {
  const command = read('scripts/image-rehearsal.sh').match(/^(npm ci[\s\S]*?)(?<!\\)\n/m)?.[1] ?? '';
  return words(command);
}

describe('npm run image:rehearse and the Dockerfile', () => {
  it('install and slim the runtime’s node_modules with the same command', () => {
    const image = imageInstall();
    expect(image).toContain('--omit=dev');
    expect(image).toContain('scripts/slim-runtime-modules.sh');
    expect(rehearsalInstall()).toEqual(image);
  });

  it('copy the slimming script into the runtime stage before the install', () => {
    const runtime = read('Dockerfile').split(/^FROM .* AS runtime$/m)[1] ?? '';
    expect(runtime.indexOf('COPY scripts/slim-runtime-modules.sh')).toBeGreaterThan(-1);
    expect(runtime.indexOf('COPY scripts/slim-runtime-modules.sh')).toBeLessThan(
      runtime.indexOf('RUN npm ci'),
    );
  });
});
