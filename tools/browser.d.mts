export function findChrome(): string | null;
export const CHROME_ARGS: string[];
export function launchOptions(extraArgs?: string[]): { executablePath: string; headless: boolean; args: string[] };
