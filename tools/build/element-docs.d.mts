import type { Manifest } from "./manifest.mjs";
export const ELEMENT_DOCS: string;
export const ELEMENT_NOTES: string;
export function pageOf(tag: string): string;
export function elementPages(manifest: Manifest): Promise<Record<string, string>>;
