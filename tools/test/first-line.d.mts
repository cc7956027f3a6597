export function firstLine(message: string | undefined): string;
