// Types for scripts/start.mjs, which the Playwright config imports.
export function needsBuild(): boolean;
export function buildProduction(): void;
export function nextStartArgs(port: number | string): string[];
export function actionIdOf(exportedName: string): string;
