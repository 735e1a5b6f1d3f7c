/** A log destination that keeps every line, for asserting what the server logs (and what it must not). */
export function captureLogs() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    lines: lines as readonly string[],
    text: () => lines.join(''),
  };
}
