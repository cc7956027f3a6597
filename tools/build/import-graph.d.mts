export function importGraph(roots?: string[]): Map<string, string[]>;
export function importCycles(graph: Map<string, string[]>): string[][];
