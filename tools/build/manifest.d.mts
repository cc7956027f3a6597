export interface ManifestAttribute {
  name: string;
  fieldName: string;
  type: { text: string };
  default?: string;
  description: string;
}
export interface ManifestElement {
  tagName: string;
  summary: string;
  description: string;
  attributes: ManifestAttribute[];
  events: Array<{ name: string; description: string }>;
  cssParts: Array<{ name: string; description: string }>;
  slots: Array<{ name: string; description: string }>;
  cssProperties: Array<{ name: string; description: string }>;
  cssStates: Array<{ name: string; description: string }>;
  examples: Array<{ title: string; html: string }>;
}
export interface Manifest {
  modules: Array<{ declarations: unknown[] }>;
}
export function buildManifest(loaded: unknown[]): Manifest;
export function elementsOf(manifest: Manifest): ManifestElement[];
