/** The part of autocannon's programmatic interface the bench uses (it ships no types). */
declare module 'autocannon' {
  type Request = { method?: string; path?: string; body?: string; headers?: Record<string, string> }
  type Options = Request & {
    url: string
    connections?: number
    pipelining?: number
    duration?: number
    amount?: number
    requests?: Request[]
  }
  type Histogram = { average: number; p50: number; p99: number; mean: number }
  type Result = {
    requests: Histogram & { total: number }
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
