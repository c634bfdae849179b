export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare function launchOptions(extra?: Record<string, unknown>): Record<string, unknown>;
