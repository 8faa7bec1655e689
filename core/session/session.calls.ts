/**
 * What the session loads with its first call (session.store.ts: sessionContracts): the wire contracts, and the
 * sign-in call with its captcha, one chunk, one wait.
 */
export * from './session.contract'
export { signIn } from './sign-in'
