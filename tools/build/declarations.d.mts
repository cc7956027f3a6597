export function declarationFiles(root?: string): string[];
export function tagOf(file: string): string;
export function loadDeclarations(): Promise<{ file: string; declaration: { tag: string } & Record<string, unknown> }[]>;
export function attributeName(property: string): string;
export function className(tag: string): string;
