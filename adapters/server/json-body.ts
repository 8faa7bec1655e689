import type { FastifyInstance } from 'fastify'

/**
 * How deep a JSON body may nest (objects and arrays together). The deepest body a screen sends is a handful of
 * levels (an address programme's stops, a plan's periods); 64 is far beyond any of them and far below what a
 * recursive walk of the parsed value (a log's serializer, a check of every text, JSON.stringify) can take: a
 * body nested 5,000 deep answered 500 'Maximum call stack size exceeded' (issue #53 item 4).
 */
export const MAX_JSON_DEPTH = 64

/** The refusal's code, answered 400 in Russian by the error handler (app.ts). */
export const JSON_TOO_DEEP = 'TABLO_JSON_TOO_DEEP'
export const JSON_TOO_DEEP_MESSAGE = `Тело запроса вложено слишком глубоко: не больше ${MAX_JSON_DEPTH} уровней`

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_BRACE = 0x7b
const OPEN_BRACKET = 0x5b
const CLOSE_BRACE = 0x7d
const CLOSE_BRACKET = 0x5d

/**
 * Whether a JSON text nests deeper than `max`: one pass over its characters counting the brackets outside strings
 * (a backslash escapes the next character inside one), before anything parses it. Malformed text is left to the
 * parser: only the depth is judged here.
 */
export const jsonNestsDeeperThan = (text: string, max: number): boolean => {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === BACKSLASH) i++
      else if (c === QUOTE) inString = false
    } else if (c === QUOTE) inString = true
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--
  }
  return false
}

/** The error the parser gives for a body nested too deep. */
export class JsonTooDeep extends Error {
  readonly statusCode = 400
  readonly code = JSON_TOO_DEEP
  constructor() {
    super(JSON_TOO_DEEP_MESSAGE)
  }
}

/**
 * Every JSON body of every route is parsed here: Fastify's own parser (secure-json-parse, refusing __proto__ and
 * constructor poisoning as before), after the depth is checked. A route scope that reads other types keeps this
 * one for application/json.
 */
export const registerJsonBodies = (app: FastifyInstance): void => {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new JsonTooDeep(), undefined)
    parse(request, text, done)
  })
}
