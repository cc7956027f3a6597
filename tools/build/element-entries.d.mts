import type { Plugin } from "vite";

export interface ElementEntry {
  tag: string;
  entry: string;
  declaration: string;
  view: string;
  component: string;
  styles: string[];
}
export function elementEntries(root?: string): ElementEntry[];
export function elementEntriesPlugin(): Plugin;
export const ELEMENT_TYPES_FILE: string;
export function elementTypesSource(root?: string): string;
export const ENTRY_MODULES_FILE: string;
export function entryModulesSource(root?: string): string;
export function elementTypeFiles(root?: string): Promise<Record<string, string>>;
export function writeElementTypes(root?: string): Promise<boolean>;
