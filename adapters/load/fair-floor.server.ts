import { readFileSync } from 'node:fs'
import Fastify from 'fastify'
import { MetroMonitorsCalculator } from '../../core/places/metro-monitors/metro-monitors.calculator'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import { EXAMPLE_FILES } from '../cli/example-files'
import { acceptedEncoding, compressedNow } from '../server/compression'
import { quoteWire } from '../server/routes/pricing.routes'

/**
 * The fair floor of the fresh calculate figures (issue 51 item 1): a bare Fastify POST that parses the same JSON
 * body and answers a calculate answer made once at start (the example's metro calculation, of the same size and
 * shape as the server's), serialised per request as the server serialises a fresh answer and, when the client takes
 * gzip, compressed per request by the same means (compression.ts). What it leaves out is exactly what the server
 * adds to the framework: its hooks, the decode, the pricing and the wire answer's making, the log.
 */
const example = JSON.parse(
  readFileSync(new URL(`../../${EXAMPLE_FILES.metroMonitors}`, import.meta.url), 'utf8'),
) as { input: unknown; today: string }
const metro = new MetroMonitorsCalculator('Мониторы в метро')
const decoded = metro.decode(example.input)
const quote = decoded.ok ? metro.price(decoded.value, DEMO_REFERENCE, { today: example.today }) : undefined
if (!quote?.ok) throw new Error('the example calculation does not price')
/** A plain copy: no object of the core's is shared, as a fresh answer shares none with the one before. */
const answer = JSON.parse(JSON.stringify({ data: quoteWire(quote.value) })) as unknown

const app = Fastify({ logger: false })
app.post('/', (request, reply) => {
  const json = JSON.stringify(answer)
  const encoding = acceptedEncoding(request)
  reply.type('application/json; charset=utf-8')
  if (!encoding) return reply.send(json)
  return reply
    .header('content-encoding', encoding)
    .header('vary', 'Accept-Encoding')
    .send(compressedNow(json, encoding))
})
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`)
