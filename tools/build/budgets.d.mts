/** KB: the autoloader's own code, and its share per tag it knows. */
export const AUTOLOADER_OWN_BUDGET: number;
export const AUTOLOADER_SHARE_PER_TAG: number;
/** KB: the autoloader's budget for `tags` tags (by default, one per declaration). */
export function autoloaderBudget(tags?: number): number;
/** KB: the autoloader's budget for today's declarations. */
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
