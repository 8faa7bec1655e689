import Fastify from 'fastify'

/** The floor of the load benchmark: a bare Fastify hello-world on the same machine, in its own process. */
const app = Fastify({ logger: false })
app.get('/', async () => ({ data: 'hello' }))
app.post('/', async () => ({ data: 'hello' }))
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`)
