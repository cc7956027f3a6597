export const EVERY_TEST_FILE: string[];
export const CONTRACT_SUITE: string;
export function tagsToTest(value?: string, root?: string): string[];
export function testFiles(tags: string[], root?: string): string[];
