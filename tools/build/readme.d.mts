import type { Manifest } from "./manifest.mjs";
export function renderReadme(readme: string, manifest: Manifest): string;
export function formattedReadme(readme: string, manifest: Manifest): Promise<string>;
