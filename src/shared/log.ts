/**
 * The one place messages reach the console. Every message starts with the tag that wrote it,
 * so a site owner can tell which element on a busy page complained.
 */
export function warn(tag: string, message: string): void {
  console.warn(`[${tag}] ${message}`);
}

export function error(tag: string, message: string, cause?: unknown): void {
  if (cause === undefined) console.error(`[${tag}] ${message}`);
  else console.error(`[${tag}] ${message}`, cause);
}

export interface Logger {
  warn(message: string): void;
  error(message: string, cause?: unknown): void;
}

/** A logger with the tag filled in: `const log = logger(declaration.tag)`. */
export function logger(tag: string): Logger {
  return { warn: (message) => warn(tag, message), error: (message, cause) => error(tag, message, cause) };
}
