import { Server as NetServer, type Socket } from 'node:net'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

/** How often a draining server looks at its connections. */
const LOOK_MS = 100
/** Looks in a row without a byte read or an answer pending before a connection that was served is closed. */
const QUIET_LOOKS_SERVED = 2
/** The same for a connection that has not sent a request yet (its request may be on the way). */
const QUIET_LOOKS_NEW = 5
/** Turns of the event loop in a row without a connection accepted before the listening socket closes. */
const QUIET_ACCEPT_TURNS = 3
/** A connection closed on our side is destroyed if the client has not closed its side in this long. */
const CLOSE_WAIT_MS = 1_000

interface Connection {
  /** Answers begun on it and not finished. */
  readonly open: Set<ServerResponse>
  served: number
  bytesRead: number
  quietLooks: number
  endedAt: number | undefined
}

/**
 * A stop that drains (issue #53 item 1). Node's `server.close()` closes every connection that is not serving a
 * request at that instant, including one just accepted whose request is still in the kernel's buffer: those clients
 * met a reset (36–48 of 50 concurrent requests). And a keep-alive connection served during the stop waited out the
 * 72 s keep-alive timeout. Here instead:
 * - `begin()`: every answer from now on says `Connection: close` (also the ones already being made), so the
 *   client's connection ends cleanly after its answer;
 * - `stopAccepting()`: no new connection is accepted, the open ones are left alone;
 * - `settle(deadline)`: waits until every connection is gone, closing (FIN, never a reset) one that has had no
 *   answer pending and no byte read for a few looks; what is read is seen before judging (the look runs after
 *   the event loop's I/O phase), so a request that arrived is answered, not cut;
 * - `destroyAll()`: at the bound, whatever is left.
 */
export class ConnectionDrain {
  private readonly connections = new Map<Socket, Connection>()
  private draining = false
  /** Connections accepted since the start. */
  private accepted = 0

  constructor(private readonly server: Server) {
    server.on('connection', (socket: Socket) => {
      this.accepted++
      this.connections.set(socket, {
        open: new Set(),
        served: 0,
        bytesRead: 0,
        quietLooks: 0,
        endedAt: undefined,
      })
      socket.once('close', () => this.connections.delete(socket))
    })
    // Before the app's own listener, so the answer knows it closes its connection before it is written.
    server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
      const connection = this.connections.get(request.socket)
      if (this.draining) response.shouldKeepAlive = false
      if (!connection) return
      connection.served++
      connection.open.add(response)
      response.once('close', () => connection.open.delete(response))
    })
  }

  get isDraining(): boolean {
    return this.draining
  }

  /** How many connections are open. */
  get size(): number {
    return this.connections.size
  }

  /** From now on every answer closes its connection after it is sent. */
  begin(): void {
    this.draining = true
    for (const connection of this.connections.values())
      for (const response of connection.open) if (!response.headersSent) response.shouldKeepAlive = false
  }

  /**
   * Stops accepting connections without touching the open ones (http.Server#close would close the idle ones).
   * A connection the kernel completed but the server has not accepted yet would be reset when the listening socket
   * closes, and a busy server accepts about one per turn of its event loop: so the socket closes only once a few
   * turns in a row have accepted nothing (or at `until`, epoch ms). net.Server#close's own callback waits for every
   * connection, so it is not awaited.
   */
  async stopAccepting(until: number): Promise<void> {
    let quietTurns = 0
    let seen = this.accepted
    while (quietTurns < QUIET_ACCEPT_TURNS && Date.now() < until) {
      // One turn of the loop, its poll phase (where connections are accepted) included.
      await new Promise((resolve) => setImmediate(resolve))
      quietTurns = this.accepted === seen ? quietTurns + 1 : 0
      seen = this.accepted
    }
    if (this.server.listening) NetServer.prototype.close.call(this.server)
  }

  /** Waits until every connection is gone or the deadline (epoch ms) passes; true when none is left. */
  async settle(deadline: number): Promise<boolean> {
    while (this.connections.size > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, LOOK_MS))
      // The look runs in the loop's check phase, after its poll phase has read what the sockets received.
      await new Promise((resolve) => setImmediate(resolve))
      this.look()
    }
    return this.connections.size === 0
  }

  /** Ends whatever is still open (the bound has come). */
  destroyAll(): void {
    for (const socket of this.connections.keys()) socket.destroy()
  }

  private look(): void {
    const now = Date.now()
    for (const [socket, connection] of this.connections) {
      if (connection.endedAt !== undefined) {
        if (now - connection.endedAt >= CLOSE_WAIT_MS) socket.destroy()
        continue
      }
      const read = socket.bytesRead
      if (connection.open.size > 0 || read !== connection.bytesRead) {
        connection.bytesRead = read
        connection.quietLooks = 0
        continue
      }
      connection.quietLooks++
      const needed = connection.served > 0 ? QUIET_LOOKS_SERVED : QUIET_LOOKS_NEW
      if (connection.quietLooks >= needed) {
        connection.endedAt = now
        socket.end()
      }
    }
  }
}
