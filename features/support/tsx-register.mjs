// Lets cucumber-js import the TypeScript step definitions (Node 20: the ESM loader API of tsx).
import { register } from 'tsx/esm/api'
register()
