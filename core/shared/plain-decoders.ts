import type { Decoder } from './decoder'

/*
 * The decoders of answers no schema reads, apart from the schemas' (./decoder.ts): a page whose only calls are
 * these (the shell's session store among them) loads no effect Schema (issue #51: /app/login's JavaScript).
 */

/** Any `data`, passed on as it is (file answers, login data of the OAuth return). */
export const anyDecoder: Decoder<unknown> = (input) => ({ ok: true, value: input })

/** Calls whose answer carries nothing the caller reads. */
export const ignoreDecoder = (_: unknown) => ({ ok: true as const, value: true as const })
