/** Types of .ci/stryker-module-level.mjs (a Stryker ignorer plugin; issue #49 item 6), for its test. */
export declare const MODULE_LEVEL_REASON: string
/** The reason to ignore a Babel path's mutants (and all below it), or undefined to keep them. */
export declare const shouldIgnore: (path: unknown) => string | undefined
export declare const moduleLevelIgnorer: { shouldIgnore(path: unknown): string | undefined }
export declare const strykerPlugins: readonly unknown[]
