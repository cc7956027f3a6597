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
export const RUNTIME_BUDGET: number;
/** KB: the budget in force, and the size it is meant to be brought down to. */
export const ONE_COUNTDOWN_PAGE: { budget: number; meant: number };
export function chunkFile(dist: string, name: string): string;
export function pageScriptSize(dist: string, tags: string[]): { bytes: number; files: string[] };
