export const TSC: string;
