export const AUTOLOADER_BUDGET: number;
export const OWN_CODE_BUDGETS: Record<string, { budget: number; family: string[] }>;
export const DEFAULT_OWN_CODE_BUDGET: number;
export function withoutHash(file: string): string;
export function gzipSize(path: string): number;
export interface OwnCodeSize {
  tag: string;
  /** KB */
  budget: number;
  files: string[];
  bytes: number;
}
export function ownCodeSizes(dist: string): OwnCodeSize[];
