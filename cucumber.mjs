// cucumber-js runs features/ against the core; step definitions are TypeScript loaded through tsx.
const common = {
  paths: ['features/**/*.feature'],
  import: ['features/support/tsx-register.mjs', 'features/support/**/*.ts', 'features/steps/**/*.ts'],
  strict: true,
}
export default {
  ...common,
  format: ['progress', 'summary', 'json:reports/cucumber.json'],
}
export const report = {
  ...common,
  format: ['progress', 'html:reports/features.html'],
}
