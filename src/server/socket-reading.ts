/**
 * @module Stops and restarts the reading of a server socket through the stream API alone. Node's HTTP
 * server resumes a socket of its own accord (to read a request's body, or to drop it once answered), so
 * a socket paused here is paused again after each of those resumes, until `resumeReading`.
 */
import type { Socket } from 'node:net'

type Reading = { held: boolean; resumedAgain: boolean }

const readings = new WeakMap<Socket, Reading>()

/** Stops reading `socket`, and keeps it stopped whoever resumes it, until `resumeReading`. */
export function pauseReading(socket: Socket): void {
  let reading = readings.get(socket)
  if (!reading) {
    const made: Reading = { held: true, resumedAgain: false }
    reading = made
    readings.set(socket, made)
    socket.on('resume', () => pauseAgain(socket, made))
  }
  reading.held = true
  reading.resumedAgain = false
  socket.pause()
}

/** Reads `socket` again. */
export function resumeReading(socket: Socket): void {
  const reading = readings.get(socket)
  if (reading) reading.held = false
  socket.resume()
}

/** After a `resume` event, whose listeners (Node's first) started reading: stops it while held. */
function pauseAgain(socket: Socket, reading: Reading): void {
  if (!reading.held) return
  if (socket.readableFlowing) {
    reading.resumedAgain = false
    socket.pause()
  } else if (!reading.resumedAgain) {
    // The event comes a turn after `resume()`: a pause in between had nothing to stop yet, and cannot
    // stop what the event started. Resumed once more, the stream flows, and the next event's pause stops it.
    reading.resumedAgain = true
    socket.resume()
  } else {
    // Paused again by Node itself at this event (its own answers queued): the reading is stopped.
    reading.resumedAgain = false
  }
}
